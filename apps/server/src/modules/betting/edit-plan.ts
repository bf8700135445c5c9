// Edit bet (issue #30.2, ADR 030): the edit priced now, without writing. The old bet's cash-out offer
// (offerFor: every unsettled leg priced), the domain's eligibility, the new legs (editedLegs) and money
// (editMoney: stake = offer + Δ), then the new bet validated as any placement is (validateBets, with
// the player's odds-change preference). The quote answers it; the edit confirms it in one unit.
import type { BetSelectionInput, EditBetChanges, PlaceBetsRequest } from '@sportsbook/contract'
import {
  currencyOf,
  editEligibility,
  editedLegs,
  editMoney,
  isMatchLive,
  unscaleOdds,
  type AcceptedOddsPolicy,
  type EditMoney,
  type Money,
} from '@sportsbook/domain'
import type { Executor } from '../../db/client.ts'
import { ApiError, notFound } from '../../lib/api-error.ts'
import { offerFor } from './cashout-offer.ts'
import { stakeLimits } from './constants.ts'
import { loadSnapshot, loadSnapshotWithPlayer, offered } from './market-snapshot.ts'
import { playerFacts } from './player-facts.ts'
import { betsById, type BetRow } from './repository/bets-repository.ts'
import { validateBets, type PricedBet } from './validate-bets.ts'
import type { BetError } from '@sportsbook/contract'

export interface EditPlan {
  row: BetRow
  offer: Money
  money: EditMoney
  /** The new bet priced at current odds, and the id drawn for it (0 ids drawn for a quote). */
  priced: PricedBet
  newBetId: string | undefined
  /** A leg of the old or the new bet is in play: the edit waits the live delay. */
  live: boolean
}

export type Planned = { ok: true; plan: EditPlan } | { ok: false; errors: BetError[] }

/** `odds`: the new legs' odds as the bettor saw them (the edit); absent, the current ones (the quote). */
export interface PlanOptions {
  odds?: readonly number[]
  /** Overrides the player's preference (the re-check after the live delay accepts no move). */
  policy?: AcceptedOddsPolicy
  drawId: boolean
}

const keyOf = (s: BetRow['selections'][number]): BetSelectionInput => ({
  match_id: s.match_id,
  market_id: s.market_id,
  specifier: s.specifier,
  outcome_id: s.outcome_id,
  odds: unscaleOdds(s.odds_scaled),
})

/** Prices the player's edit of bet `betId` now; throws the catalogue's bet_edit_* or not_found. */
export async function planEdit(
  db: Executor,
  userId: number,
  betId: string,
  changes: EditBetChanges,
  opts: PlanOptions,
): Promise<Planned> {
  const [row] = await betsById(db, [betId], { userId })
  if (!row) throw notFound(`Bet ${betId}`)
  const offer = offerFor(row, await loadSnapshot(db, row.selections))
  const legs = row.selections.map((s) => ({ leg: keyOf(s), settled: s.result !== null }))
  const bet = { type: row.type, open: row.status === 'waiting_results', promoted: row.bonus !== null, legs }
  const problem = editEligibility(bet, offer)
  if (problem || !offer) throw new ApiError(problem ?? 'bet_edit_unavailable', 'The bet cannot be edited now')
  const swap = changes.swap.map((s) => ({ position: s.position, to: s.selection }))
  const edited = editedLegs(legs, { remove: changes.remove, swap, add: changes.add })
  if (!edited.ok) throw new ApiError(edited.problem, 'These changes cannot be made to the bet')
  if (opts.odds && opts.odds.length !== edited.legs.length)
    throw new ApiError('bet_edit_invalid', 'One odds value per leg of the new bet')
  const currency = currencyOf(row.currency)
  const m = editMoney(offer, changes.stake_delta, stakeLimits(currency).minStake)
  if (!m.ok) throw new ApiError(m.problem, 'The new stake would be below the minimum stake')
  const found = await loadSnapshotWithPlayer(db, userId, edited.legs, opts.drawId ? 1 : 0)
  const selections = edited.legs.map((leg, i) => ({
    ...leg,
    odds: opts.odds?.[i] ?? offered(found.snapshot, leg).outcome?.odds ?? leg.odds,
  }))
  const req: PlaceBetsRequest = {
    meta: { device_id: 'edit', quick: false, type: selections.length > 1 ? 'combo' : 'single' },
    bets: [{ stake: { value: m.value.newStake.amount, currency: row.currency }, selections }],
  }
  const facts = playerFacts(found.statuses, found.policy, found.municipalityMissing)
  const v = validateBets(req, found.snapshot, { ...facts, ...(opts.policy && { policy: opts.policy }) })
  if (!v.ok) return { ok: false, errors: v.errors }
  const priced = v.bets[0]!
  const live =
    row.selections.some((s) => s.result === null && isMatchLive(s.match_status ?? 0)) ||
    priced.selections.some((s) => isMatchLive(s.state.matchStatus))
  return { ok: true, plan: { row, offer, money: m.value, priced, newBetId: found.betIds[0], live } }
}
