// What a settled bet farms (used by betting's settlement through index.ts), in the settling
// transaction: a lootbox chest, and a step of amount-based progress (maybe a freebet). Idempotent:
// a bet farms one chest per lootbox (unique index) and counts once per amount-based campaign.
import {
  ambAdvance,
  ambQualifies,
  farmChest,
  chestPrize,
  findCurrency,
  isFreebetType,
  ODDS_SCALE,
  type SettledBetFacts,
} from '@sportsbook/domain'
import type { Tx } from '../../db/client.ts'
import { liveAmbCampaigns } from './amb.ts'
import { campaignOpenTo } from './eligibility.ts'
import { issueFreebet } from './issue.ts'
import { liveLootboxes } from './lootbox.ts'
import { selectEligibility } from './repository/campaigns-repository.ts'
import * as loot from './repository/loot-repository.ts'

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
  const free = bet.bonus !== null && isFreebetType(bet.bonus.type) && bet.bonus.type !== 'freebet_no_risk'
  const scaled =
    bet.custom_odds_scaled !== null ? [bet.custom_odds_scaled] : bet.selections.map((s) => s.odds_scaled)
  return {
    totalOdds: scaled.reduce((p, o) => p * (o / ODDS_SCALE), 1),
    cashStake: free ? 0 : Number(bet.stake),
    outcome: WIN.has(result) ? 'win' : LOSS.has(result) ? 'loss' : 'void',
    eventIds: [...new Set(bet.selections.map((s) => s.match_id))],
  }
}

export async function farmSettledBet(tx: Tx, bet: FarmedBet, result: string, now: Date): Promise<void> {
  const facts = factsOf(bet, result)
  if (facts.outcome === 'void' || facts.cashStake <= 0) return
  const [boxes, ambs] = await Promise.all([liveLootboxes(tx, now), liveAmbCampaigns(tx, now)])
  const mine = [...boxes, ...ambs].filter((b) => b.campaign.currency === bet.currency)
  if (mine.length === 0) return
  const who = await selectEligibility(tx, bet.user_id)
  const currency = findCurrency(bet.currency)
  if (!currency) return
  for (const { campaign, rules } of boxes.filter(
    (b) => mine.includes(b) && campaignOpenTo(b.campaign, who),
  )) {
    const player = await loot.lockLootboxPlayer(tx, campaign.id, bet.user_id)
    const chest = farmChest(rules, facts, player.farmed_event_ids)
    if (!chest) continue
    const prize = chestPrize(rules, chest, currency).amount
    const input = {
      campaignId: campaign.id,
      userId: bet.user_id,
      betId: bet.id,
      ...chest,
      prize,
      currency: bet.currency,
      now,
    }
    if (await loot.insertChest(tx, input))
      await loot.addFarmedEvents(tx, campaign.id, bet.user_id, facts.eventIds)
  }
  for (const { campaign, rules } of ambs.filter((a) => mine.includes(a) && campaignOpenTo(a.campaign, who))) {
    if (!ambQualifies(rules, facts)) continue
    const locked = await loot.claimAmbBet(tx, campaign.id, bet.user_id, bet.id)
    if (!locked) continue
    const step = ambAdvance(rules, {
      betsCount: locked.bets_count,
      freebetsCount: locked.freebets_count,
      issuedAmount: Number(locked.issued_amount),
    })
    await loot.updateAmbProgress(tx, campaign.id, bet.user_id, step.progress)
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
}
