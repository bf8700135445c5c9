// Lootboxes (spec §3, README "Lootboxes"): the list with the player's chests and progress, and
// opening a chest, which issues the freebet it holds in one transaction.
import type {
  BonusListQuery,
  BonusTerms,
  Lootbox,
  LootboxList,
  OpenChestResponse,
} from '@sportsbook/contract'
import { scaleOdds } from '@sportsbook/domain'
import type { Tx } from '../../db/client.ts'
import { ApiError } from '../../lib/api-error.ts'
import {
  campaignOpenTo,
  campaignRows as campaigns,
  eligibilityOf,
  freebetById,
  issueFreebet,
  parseWireId,
  type BonusDeps,
} from '../bonus-campaigns/index.ts'
import { presentChest, presentLootbox } from './presenters.ts'
import * as loot from './repository.ts'
import { parseLootboxRules, type LootboxRulesRow } from './rules.ts'

/** Live lootbox campaigns with valid rules. */
export async function liveLootboxes(db: BonusDeps['db'] | Tx, now: Date) {
  const rows = await campaigns.selectLiveCampaigns(db, now, 'lootbox')
  const rules = await loot.selectRules(
    db,
    rows.map((r) => r.id),
  )
  return rows.flatMap((c) => {
    const r = parseLootboxRules(rules.get(c.id))
    return r && c.currency ? [{ campaign: c, rules: r }] : []
  })
}

async function present(
  deps: BonusDeps,
  userId: number | undefined,
  boxes: { campaign: campaigns.CampaignRow; rules: LootboxRulesRow }[],
): Promise<Lootbox[]> {
  const ids = boxes.map((b) => b.campaign.id)
  const who = await eligibilityOf(deps.db, userId)
  const [players, chests] =
    userId === undefined || ids.length === 0
      ? [new Map<number, loot.LootboxPlayerRow>(), []]
      : await Promise.all([
          loot.selectLootboxPlayers(deps.db, userId, ids),
          loot.selectChests(deps.db, userId, ids),
        ])
  return boxes.map(({ campaign: c, rules }) => {
    const status = userId !== undefined && !campaignOpenTo(c, who) ? 'not_available' : 'active'
    const own = chests.filter((ch) => ch.campaign_id === c.id)
    return presentLootbox(c, rules, status, players.get(c.id), own)
  })
}

export async function listLootboxes(
  deps: BonusDeps,
  userId: number | undefined,
  q: BonusListQuery,
): Promise<LootboxList> {
  const all = await present(deps, userId, await liveLootboxes(deps.db, deps.now()))
  const shown = q.isAvailable ? all.filter((b) => b.status !== 'not_available') : all
  return {
    data: shown.slice((q.page - 1) * q.limit, q.page * q.limit),
    total: shown.length,
    page: q.page,
    limit: q.limit,
  }
}

async function liveLootbox(deps: BonusDeps, id: string) {
  const parsed = parseWireId(id)
  const box = (await liveLootboxes(deps.db, deps.now())).find(
    (b) => parsed?.kind === 'campaign' && b.campaign.id === parsed.n,
  )
  if (!box) throw new ApiError('bonus_not_found', `No lootbox ${id}`)
  return box
}

export async function lootboxById(deps: BonusDeps, userId: number | undefined, id: string): Promise<Lootbox> {
  const [box] = await present(deps, userId, [await liveLootbox(deps, id)])
  return box!
}

/** A running lootbox's terms (`bonus_not_found` for any other id). */
export async function lootboxTerms(deps: BonusDeps, id: string): Promise<BonusTerms> {
  const { campaign } = await liveLootbox(deps, id)
  return { id, name: campaign.name, terms: campaign.terms }
}

/**
 * Opens the player's oldest closed chest of the lootbox: issues its freebet (plain `freebet` kind,
 * the lootbox's prizeMinOdds) and marks it opened, in one transaction. A chest another request is
 * opening is skipped (SKIP LOCKED), so two opens at once open two chests or one and refuse the other.
 */
export async function openChest(deps: BonusDeps, userId: number, id: string): Promise<OpenChestResponse> {
  const { campaign, rules } = await liveLootbox(deps, id)
  if (!campaignOpenTo(campaign, await eligibilityOf(deps.db, userId)))
    throw new ApiError('bonus_not_available', 'This lootbox is not available for your account')
  const now = deps.now()
  const opened = await deps.db.transaction(async (tx) => {
    const chest = await loot.lockOldestClosedChest(tx, campaign.id, userId)
    if (!chest) throw new ApiError('bonus_not_available', 'No closed chest to open')
    const prizeCampaign = {
      ...campaign,
      needs_activation: false,
      min_odds_scaled: scaleOdds(rules.prizeMinOdds),
      max_odds_scaled: null,
    }
    const bonusId = await issueFreebet(tx, prizeCampaign, {
      userId,
      source: `lootbox:c${campaign.id}:chest:${chest.id}`,
      now,
      amount: Number(chest.prize),
      currency: chest.currency,
      type: 'freebet',
    })
    await loot.markChestOpened(tx, chest.id, bonusId, now)
    return { chestId: chest.id, bonusId }
  })
  const chest = presentChest(await loot.selectChest(deps.db, opened.chestId))
  return { chest, bonus: await freebetById(deps, userId, `f${opened.bonusId}`) }
}
