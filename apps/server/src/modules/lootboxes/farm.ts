// What a settled bet farms (used by betting's settlement through index.ts), in the settling
// transaction: a lootbox chest, and a step of amount-based progress (maybe a freebet). Idempotent:
// a bet farms one chest per lootbox (unique index) and counts once per amount-based campaign.
import {
  ambAdvance,
  ambQualifies,
  farmChest,
  chestPrize,
  findCurrency,
  isFreeStake,
  type SettledBetFacts,
  placedBetOdds,
} from '@sportsbook/domain'
import type { Tx } from '../../db/client.ts'
import { campaignOpenTo, campaignRows, issueFreebet, type CampaignRow } from '../bonus-campaigns/index.ts'
import { liveAmbCampaigns } from './amb.ts'
import { liveLootboxes } from './lootbox.ts'
import * as loot from './repository.ts'
import type { AmbRulesRow, LootboxRulesRow } from './rules.ts'

/** The settled bet as farming reads it (a subset of betting's row). */
export interface FarmedBet {
  id: string
  user_id: number
  currency: string
  stake: string
  custom_odds_scaled: number | null
  selections: readonly { match_id: number; odds_scaled: number }[]
  bonus: { type: string } | null
}

const WIN = new Set(['win_entire', 'refund_half_win_other'])
const LOSS = new Set(['lose_entire', 'refund_half_lose_other'])

export function factsOf(bet: FarmedBet, result: string): SettledBetFacts {
  const free = isFreeStake(bet.bonus?.type)
  return {
    totalOdds: placedBetOdds(
      bet.selections.map((s) => s.odds_scaled),
      bet.custom_odds_scaled,
    ),
    cashStake: free ? 0 : Number(bet.stake),
    outcome: WIN.has(result) ? 'win' : LOSS.has(result) ? 'loss' : 'void',
    eventIds: [...new Set(bet.selections.map((s) => s.match_id))],
  }
}

type Farming = { bet: FarmedBet; facts: SettledBetFacts }
type Live<R> = { campaign: CampaignRow; rules: R }

/**
 * What a batch of settled bets farms, in the settling transaction: campaigns and the players'
 * eligibility read once, each campaign's player rows locked in one statement (player id order), chests
 * and progress computed in bet order and written one statement per table.
 */
export async function farmSettledBets(
  tx: Tx,
  settled: readonly { bet: FarmedBet; result: string }[],
  now: Date,
): Promise<void> {
  const farming = settled
    .map(({ bet, result }) => ({ bet, facts: factsOf(bet, result) }))
    .filter(({ facts }) => facts.outcome !== 'void' && facts.cashStake > 0)
  if (farming.length === 0) return
  const [boxes, ambs] = await Promise.all([liveLootboxes(tx, now), liveAmbCampaigns(tx, now)])
  const currencies = new Set([...boxes, ...ambs].map((c) => c.campaign.currency))
  const candidates = farming.filter((f) => currencies.has(f.bet.currency))
  if (candidates.length === 0) return
  const who = await campaignRows.selectEligibilities(tx, [...new Set(candidates.map((f) => f.bet.user_id))])
  const takers = (c: CampaignRow) =>
    candidates.filter((f) => f.bet.currency === c.currency && campaignOpenTo(c, who.get(f.bet.user_id)))
  for (const box of boxes) await farmChests(tx, box, takers(box.campaign), now)
  for (const amb of ambs) await advanceAmb(tx, amb, takers(amb.campaign), now)
}

/** Lootbox: a chest per bet the rules give one (an event farms once per player). */
async function farmChests(tx: Tx, { campaign, rules }: Live<LootboxRulesRow>, bets: Farming[], now: Date) {
  if (bets.length === 0) return
  const currency = findCurrency(campaign.currency ?? '')
  if (!currency) return
  const farmed = await loot.lockLootboxPlayers(tx, campaign.id, [...new Set(bets.map((b) => b.bet.user_id))])
  const chests: loot.NewChest[] = []
  for (const { bet, facts } of bets) {
    const events = farmed.get(bet.user_id) ?? []
    const chest = farmChest(rules, facts, events)
    if (!chest) continue
    const prize = chestPrize(rules, chest, currency).amount
    chests.push({
      campaignId: campaign.id,
      userId: bet.user_id,
      betId: bet.id,
      ...chest,
      prize,
      currency: bet.currency,
    })
    farmed.set(
      bet.user_id,
      [...new Set([...events, ...facts.eventIds])].sort((a, b) => a - b),
    )
  }
  if (chests.length === 0) return
  await loot.insertChests(tx, chests, now)
  const players = new Set(chests.map((c) => c.userId))
  await loot.setFarmedEvents(
    tx,
    campaign.id,
    [...farmed].filter(([userId]) => players.has(userId)),
  )
}

/** Amount-based progress: each qualifying bet counts once; every step that pays issues a freebet. */
async function advanceAmb(tx: Tx, { campaign, rules }: Live<AmbRulesRow>, bets: Farming[], now: Date) {
  const qualifying = bets.filter((f) => ambQualifies(rules, f.facts))
  if (qualifying.length === 0) return
  const claimed = await loot.claimAmbBets(
    tx,
    campaign.id,
    qualifying.map((f) => f.bet.id),
  )
  const counted = qualifying.filter((f) => claimed.has(f.bet.id))
  if (counted.length === 0) return
  const progress = await loot.lockAmbProgress(tx, campaign.id, [
    ...new Set(counted.map((f) => f.bet.user_id)),
  ])
  for (const { bet } of counted) {
    const before = progress.get(bet.user_id)
    if (!before) continue
    const step = ambAdvance(rules, before)
    progress.set(bet.user_id, step.progress)
    if (step.issue)
      await issueFreebet(
        tx,
        { ...campaign, needs_activation: false },
        {
          userId: bet.user_id,
          source: `amb:c${campaign.id}:${step.progress.freebetsCount}`,
          now,
          amount: rules.amount,
          currency: bet.currency,
          type: 'freebet',
        },
      )
  }
  await loot.updateAmbProgresses(tx, campaign.id, [...progress])
}
