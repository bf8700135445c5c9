// Lootbox and amount-based rows → contract shapes (spec §3 Bonuses).
import type { AmbItem, ChestWire, Lootbox } from '@sportsbook/contract'
import { ambTowardNext, boostsAvailable } from '@sportsbook/domain'
import { toIso } from '../../lib/to-iso.ts'
import { campaignWireId, freebetWireId, presentBanners, type CampaignRow } from '../bonus-campaigns/index.ts'
import type { AmbRulesRow, LootboxRulesRow } from './rules.ts'
import { moneyWireOf } from '@sportsbook/contract'
import type { AmbProgressRow, ChestRow, LootboxPlayerRow } from './repository.ts'

const head = (c: CampaignRow, status: Lootbox['status']) => ({
  id: campaignWireId(c.id),
  key: c.key,
  name: c.name,
  description: c.description,
  status,
  valid_to: c.valid_to === null ? null : toIso(c.valid_to),
  banners: presentBanners(c),
})

export const presentChest = (r: ChestRow): ChestWire => ({
  id: Number(r.id),
  level: r.level,
  kind: r.kind,
  status: r.status,
  bet_id: r.bet_id,
  farmed_at: toIso(r.farmed_at),
  prize: r.status === 'opened' ? moneyWireOf(r.prize, r.currency) : null,
  bonus_id: r.player_bonus_id === null ? null : freebetWireId(r.player_bonus_id),
})

export function presentLootbox(
  c: CampaignRow,
  rules: LootboxRulesRow,
  status: Lootbox['status'],
  player: LootboxPlayerRow | undefined,
  chests: readonly ChestRow[],
): Lootbox {
  const currency = c.currency ?? 'EUR'
  const money = (n: number) => moneyWireOf(n, currency)
  const used = player?.used_in_bets ?? 0
  return {
    ...head(c, status),
    type: 'lootbox',
    min_odds: rules.minOdds,
    min_stake: money(rules.minStake),
    farm_once_per_event: rules.farmOncePerEvent,
    level_odds: rules.levelOdds,
    prizes: {
      win: [money(rules.prizes.win[0]), money(rules.prizes.win[1]), money(rules.prizes.win[2])],
      loss: [money(rules.prizes.loss[0]), money(rules.prizes.loss[1]), money(rules.prizes.loss[2])],
    },
    farmed_event_ids: player?.farmed_event_ids ?? [],
    bets_count: chests.length,
    used_in_bets: used,
    freebets_to_boost: rules.freebetsToBoost,
    boost_multiplier: rules.boostMultiplier,
    boosts_available: boostsAvailable(rules, used, player?.boosts_used ?? 0),
    chests: chests.map(presentChest),
  }
}

export function presentAmb(
  c: CampaignRow,
  rules: AmbRulesRow,
  status: AmbItem['status'],
  p?: AmbProgressRow,
): AmbItem {
  const currency = c.currency ?? 'EUR'
  const progress = {
    betsCount: p?.bets_count ?? 0,
    freebetsCount: p?.freebets_count ?? 0,
    issuedAmount: Number(p?.issued_amount ?? 0),
  }
  return {
    ...head(c, status),
    amount: moneyWireOf(rules.amount, currency),
    min_stake: moneyWireOf(rules.minStake, currency),
    min_odds: rules.minOdds,
    conditions: { bets_count: rules.betsPerFreebet, freebets_count: rules.maxFreebets },
    bets_count: progress.betsCount,
    freebets_count: progress.freebetsCount,
    issued_amount: moneyWireOf(progress.issuedAmount, currency),
    toward_next: ambTowardNext(rules, progress),
  }
}
