import { isPositive } from '../money/compare.ts'
import type { Currency } from '../money/currency.ts'
import type { Money } from '../money/money.ts'
import { regularBets, selectionsOf } from './bet.ts'
import { isProviderAllowed, multiSingleAllowed } from './selection.ts'
import { ticketSummary } from './summary.ts'
import { linesOf, splitsIntoLines } from './system-stake.ts'
import { aboveBonusMaxStake } from '../bonus/profit-boost.ts'
import { systemTypeMatches } from './system-types.ts'
import type { SlipContext, Ticket } from './types.ts'

/** Why placing is unavailable (spec §5), in priority order: the first one is shown. */
export const PROBLEM_CODES = [
  'no-bets',
  'pve-player',
  'provider-not-allowed',
  'selection-unavailable',
  'selection-suspended',
  'odds-changed',
  'same-match',
  'outright-single-only',
  'system-oddin',
  'system-without-type',
  'multi-single-unavailable',
  'custom-odds-missing',
  'stake-not-positive',
  'stake-not-whole-lines',
  'stake-below-minimum',
  'stake-above-maximum',
  'stake-above-bonus-maximum',
  'insufficient-balance',
  'potential-return-above-maximum',
  'quick-bet-win-too-low',
] as const

export type ProblemCode = (typeof PROBLEM_CODES)[number]

/** A reason placing is unavailable: a code, its i18n key, and the bets or outcomes it concerns. */
export interface Problem {
  readonly code: ProblemCode
  readonly i18nKey: string
  readonly betKeys?: readonly string[]
  readonly outcomeIds?: readonly string[]
}

/** i18n keys: the catalogue's where §8 names one, else the slip namespace (messages in the web app). */
export const PROBLEM_I18N_KEYS: Record<ProblemCode, string> = {
  'no-bets': 'betslip.problem.no_bets',
  'pve-player': 'error.platform.pve_player_bet_forbidden',
  'provider-not-allowed': 'betslip.problem.provider_not_allowed',
  'selection-unavailable': 'betslip.problem.selection_unavailable',
  'selection-suspended': 'betslip.problem.selection_suspended',
  'odds-changed': 'betslip.problem.odds_changed',
  'same-match': 'betslip.problem.same_match',
  'outright-single-only': 'outright.problem.single_only',
  'system-oddin': 'betslip.problem.system_oddin',
  'system-without-type': 'betslip.problem.system_without_type',
  'multi-single-unavailable': 'betslip.problem.multi_single_unavailable',
  'custom-odds-missing': 'error.place_bets.invalid_odds_custom_bet',
  'stake-not-positive': 'betslip.problem.stake_not_positive',
  'stake-not-whole-lines': 'betslip.problem.stake_not_whole_lines',
  'stake-below-minimum': 'betslip.problem.stake_below_minimum',
  'stake-above-maximum': 'betslip.problem.stake_above_maximum',
  'stake-above-bonus-maximum': 'boosts.problem.stake_above_max',
  'insufficient-balance': 'betslip.problem.insufficient_balance',
  'potential-return-above-maximum': 'betslip.problem.potential_return_above_maximum',
  'quick-bet-win-too-low': 'error.potential_win.equal_or_less',
}

/** Player and limit facts the checks need; all optional so the web can check before sign-in. */
export interface PlacementLimits {
  readonly isPvePlayer?: boolean
  readonly balance?: Money
  readonly minStake?: Money
  readonly maxStake?: Money
  readonly maxPayout?: Money
}

/**
 * The limits that apply to a ticket in `currency`: money limits in another currency do not (the
 * player's currency arrives after a visitor's or a restored slip was built; the slip switches to it
 * a moment later, spec §4), so they are left out rather than compared across currencies.
 */
export function limitsIn(currency: Currency, limits: PlacementLimits): PlacementLimits {
  const own = (m: Money | undefined) => (m && m.currency.code === currency.code ? m : undefined)
  const out: { -readonly [K in keyof PlacementLimits]: PlacementLimits[K] } = {}
  if (limits.isPvePlayer !== undefined) out.isPvePlayer = limits.isPvePlayer
  const [balance, minStake, maxStake, maxPayout] = [
    limits.balance,
    limits.minStake,
    limits.maxStake,
    limits.maxPayout,
  ].map(own)
  if (balance) out.balance = balance
  if (minStake) out.minStake = minStake
  if (maxStake) out.maxStake = maxStake
  if (maxPayout) out.maxPayout = maxPayout
  return out
}

type Found = readonly [ProblemCode, { betKeys?: string[]; outcomeIds?: string[] }?]

/** Every problem of the ticket, in the priority order of PROBLEM_CODES; empty when it can be placed. */
export function ticketProblems(ticket: Ticket, ctx: SlipContext, limits: PlacementLimits = {}): Problem[] {
  return findProblems(ticket, ctx, limitsIn(ticket.currency, limits))
    .map(([code, where]): Problem => ({ code, i18nKey: PROBLEM_I18N_KEYS[code], ...where }))
    .sort((a, b) => PROBLEM_CODES.indexOf(a.code) - PROBLEM_CODES.indexOf(b.code))
}

function findProblems(ticket: Ticket, ctx: SlipContext, limits: PlacementLimits): Found[] {
  if (ticket.bets.length === 0) return [['no-bets']]
  const found: Found[] = []
  const all = selectionsOf(ticket.bets)
  const outcomes = (pick: (s: (typeof all)[number]) => boolean) => all.filter(pick).map((s) => s.outcomeId)
  const flag = (code: ProblemCode, ids: string[]) => ids.length && found.push([code, { outcomeIds: ids }])
  if (limits.isPvePlayer) found.push(['pve-player'])
  flag(
    'provider-not-allowed',
    outcomes((s) => !isProviderAllowed(s.provider, ctx)),
  )
  flag(
    'selection-unavailable',
    outcomes((s) => s.isNotAvailable),
  )
  flag(
    'selection-suspended',
    outcomes((s) => s.isSuspended),
  )
  flag(
    'odds-changed',
    outcomes((s) => s.isChanged),
  )
  for (const bet of ticket.bets) {
    const ids = bet.selections.map((s) => s.outcomeId)
    const matches = bet.selections.map((s) => s.matchId)
    const multi = bet.betType === 'combo' || bet.betType === 'system'
    if (multi && new Set(matches).size < matches.length) {
      const dup = bet.selections.filter((s) => matches.indexOf(s.matchId) !== matches.lastIndexOf(s.matchId))
      found.push(['same-match', { betKeys: [bet.key], outcomeIds: dup.map((s) => s.outcomeId) }])
    }
    const outrights = bet.selections.filter((s) => s.isOutright).map((s) => s.outcomeId)
    if (multi && outrights.length > 0)
      found.push(['outright-single-only', { betKeys: [bet.key], outcomeIds: outrights }])
    if (bet.betType === 'system' && bet.selections.some((s) => s.provider === 'oddin')) {
      found.push(['system-oddin', { betKeys: [bet.key], outcomeIds: ids }])
    }
    if (bet.betType === 'system' && !(bet.systemType && systemTypeMatches(bet.systemType, ids.length))) {
      found.push(['system-without-type', { betKeys: [bet.key] }])
    }
    if (bet.betType === 'custom_bet' && !bet.customOdds)
      found.push(['custom-odds-missing', { betKeys: [bet.key] }])
  }
  const singles = regularBets(ticket.bets).filter((b) => b.betType === 'single')
  if (singles.length > 1 && !multiSingleAllowed(selectionsOf(singles), ctx))
    found.push(['multi-single-unavailable'])
  found.push(...stakeProblems(ticket, limits))
  return found
}

function stakeProblems(ticket: Ticket, limits: PlacementLimits): Found[] {
  const found: Found[] = []
  const keys = (pick: (b: Ticket['bets'][number]) => boolean) => ticket.bets.filter(pick).map((b) => b.key)
  const add = (code: ProblemCode, betKeys: string[]) => betKeys.length && found.push([code, { betKeys }])
  add(
    'stake-not-positive',
    keys((b) => !isPositive(b.stake)),
  )
  // A system takes whole lines (ADR 013): a total its lines cannot share would keep a remainder unplayed.
  add(
    'stake-not-whole-lines',
    keys((b) => b.betType === 'system' && !splitsIntoLines(b.stake, linesOf(b))),
  )
  const { minStake, maxStake, balance, maxPayout } = limits
  if (minStake)
    add(
      'stake-below-minimum',
      keys((b) => isPositive(b.stake) && b.stake.amount < minStake.amount),
    )
  if (maxStake)
    add(
      'stake-above-maximum',
      keys((b) => b.stake.amount > maxStake.amount),
    )
  // A profit-boost token's most stake (ADR 033): placement would refuse it as bonus_not_applicable.
  add('stake-above-bonus-maximum', keys(aboveBonusMaxStake))
  const summary = ticketSummary(ticket, maxPayout)
  if (balance && summary.totalStake.amount > balance.amount) found.push(['insufficient-balance'])
  // A system is capped by rule (spec §5); any other bet over the maximum would pay less than its odds.
  const over = summary.bets.filter((b) => b.capped && !b.system).map((b) => b.key)
  add('potential-return-above-maximum', over)
  return found
}

/**
 * Problems of a quick bet: the slip's checks, then a potential win equal to or less than the
 * stake rejects it (spec §5).
 */
export function quickBetProblems(ticket: Ticket, ctx: SlipContext, limits: PlacementLimits = {}): Problem[] {
  const problems = ticketProblems(ticket, ctx, limits)
  const tooLow = ticketSummary(ticket, limits.maxPayout).bets.filter(
    (b) => isPositive(b.cashStake) && b.potentialWin.amount <= b.cashStake.amount,
  )
  if (tooLow.length === 0) return problems
  const code = 'quick-bet-win-too-low'
  return [...problems, { code, i18nKey: PROBLEM_I18N_KEYS[code], betKeys: tooLow.map((b) => b.key) }]
}

/** Placing is available when there is no problem (spec §5). */
export const canPlace = (ticket: Ticket, ctx: SlipContext, limits?: PlacementLimits): boolean =>
  ticketProblems(ticket, ctx, limits).length === 0
