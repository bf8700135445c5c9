// Validation of a place-bets request against the server's truth: every selection must be offered
// now at odds the player's policy accepts, then the domain's slip rules (same match, system types,
// multi-single, stake limits, maximum payout, PVE, quick bet) run on the bets priced at those odds.
import {
  betFromInput,
  betInputType,
  kindHolds,
  type BetError,
  type BetInput,
  type ErrorCode,
  type PlaceBetsRequest,
  type SelectionFacts,
} from '@sportsbook/contract'
import {
  betSummary,
  decimalOdds,
  findCurrency,
  money,
  oddsAccepted,
  outcomeKey,
  placeBetNumericCode,
  quickBetProblems,
  parseSystemId,
  ticketProblems,
  type AcceptedOddsPolicy,
  type Bet,
  type Currency,
  type DecimalOdds,
  type Money,
  type Problem,
  type ProblemCode,
  type Provider,
  type SlipContext,
  type SystemType,
  type Ticket,
} from '@sportsbook/domain'
import { stakeLimits } from './constants.ts'
import { offered, type MarketState, type Snapshot } from './market-snapshot.ts'
import type { PlayerFacts } from './player-facts.ts'

/** What the operator allows: multi-single per provider, Oddin on or off (spec §5). */
export const SLIP_RULES: Omit<SlipContext, 'acceptedOddsPolicy'> = {
  multiSingleAvailableByProvider: { betradar: true, oddin: false },
  oddinEnabled: true,
  // Tells the front end to offer the bet builder (the match page's #betBuilder tab). The API takes
  // custom bets either way (POST /bets/custom/odds, then custom_odds in POST /bets).
  customBetEnabled: true,
}

export type { PlayerFacts } from './player-facts.ts'

/** The server's joint price of each custom bet of a request, by bet index (see custom/quote.ts). */
export type CustomQuotes = ReadonlyMap<
  number,
  { ok: true; odds: number } | { ok: false; code: ErrorCode; message: string }
>

export interface PricedSelection {
  input: BetInput['selections'][number]
  state: MarketState
  outcomeName: string
  odds: DecimalOdds
  /** Priced at a price boost (price-boost-placement.ts): the boost, the normal price then, its most stake. */
  boost?: { id: number; unboostedOdds: DecimalOdds; maxStake: Money }
}

export interface PricedBet {
  index: number
  input: BetInput
  type: 'single' | 'combo' | 'system' | 'custom_bet'
  system?: SystemType
  /** A custom bet's one price, the server's current joint price the player's policy accepted. */
  customOdds?: DecimalOdds
  stake: Money
  selections: PricedSelection[]
  potentialWin: Money
}

export type Validation =
  { ok: true; bets: PricedBet[]; currency: Currency } | { ok: false; errors: BetError[] }

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  invalid_odds: 'The odds have changed',
  selection_unavailable: 'A selection is no longer available',
  bet_not_allowed: 'This combination of selections cannot be placed',
  stake_too_low: 'The stake is below the minimum',
  stake_too_high: 'The stake is above the maximum',
  stake_not_whole_lines: 'A system stake must split equally into its lines: enter the stake per line',
  max_payout_exceeded: 'The potential win is above the maximum payout',
  pve_player_bet_forbidden: 'Betting is not available for this account',
  potential_win_too_low: 'The potential win must be above the stake',
  currency_not_supported: 'The currency is not supported',
  insufficient_balance: 'The balance is too low for this stake',
  invalid_odds_custom_bet: 'The price of the custom bet has changed',
  municipality_not_found: 'Register your municipality in your profile to bet',
  custom_bet_unavailable: 'This custom bet is not available',
  custom_bet_incompatible: 'These selections cannot win together',
}

export function betError(index: number, error_code: ErrorCode, extra: Partial<BetError> = {}): BetError {
  const message = MESSAGES[error_code] ?? 'The bet cannot be placed'
  const code = placeBetNumericCode(error_code)
  return { index, error_code, message, localized_message: message, ...(code ? { code } : {}), ...extra }
}

const PROBLEM_ERRORS: Partial<Record<ProblemCode, ErrorCode>> = {
  'pve-player': 'pve_player_bet_forbidden',
  'provider-not-allowed': 'selection_unavailable',
  'same-match': 'bet_not_allowed',
  'outright-single-only': 'bet_not_allowed',
  'system-oddin': 'bet_not_allowed',
  'system-without-type': 'bet_not_allowed',
  'multi-single-unavailable': 'bet_not_allowed',
  'stake-not-positive': 'stake_too_low',
  'stake-not-whole-lines': 'stake_not_whole_lines',
  'stake-below-minimum': 'stake_too_low',
  'stake-above-maximum': 'stake_too_high',
  'potential-return-above-maximum': 'max_payout_exceeded',
  'quick-bet-win-too-low': 'potential_win_too_low',
}

/** Problems of the stake itself, which POST /bets/max-stake does not know yet. */
const STAKE_PROBLEMS = new Set<ProblemCode>([
  'stake-not-positive',
  'stake-not-whole-lines',
  'stake-below-minimum',
  'stake-above-maximum',
  'potential-return-above-maximum',
])

/** What the wire does not say about a priced selection: the server's truth about it. */
const facts = (p: PricedSelection): SelectionFacts => ({
  provider: p.state.provider as Provider,
  marketName: p.state.market?.name ?? '',
  outcomeName: p.outcomeName,
  matchStatus: p.state.matchStatus,
  odds: p.odds,
  isOutright: p.state.isOutright,
})

/**
 * Prices every selection at its current odds; refuses unavailable ones and moves the policy rejects.
 * A custom bet's selections carry no price of their own (the custom price is checked by the caller).
 */
function priceSelections(bet: BetInput, index: number, snapshot: Snapshot, policy: AcceptedOddsPolicy) {
  const custom = bet.custom_odds !== undefined
  const priced: PricedSelection[] = []
  const errors: BetError[] = []
  for (const input of bet.selections) {
    const { state, outcome, bettable } = offered(snapshot, input)
    const problem = {
      match_id: input.match_id,
      market_id: input.market_id,
      specifier: input.specifier,
      outcome_id: input.outcome_id,
      odds: outcome?.odds ?? null,
      active: bettable,
    }
    if (!state || !outcome || !bettable)
      errors.push(betError(index, 'selection_unavailable', { selections: [problem] }))
    else if (!custom && !oddsAccepted(policy, decimalOdds(input.odds), decimalOdds(outcome.odds)))
      errors.push(betError(index, 'invalid_odds', { selections: [problem] }))
    else priced.push({ input, state, outcomeName: outcome.name, odds: decimalOdds(outcome.odds) })
  }
  return { priced, errors }
}

/** Validates the whole request; the bets are priced at the current odds when it passes. */
export function validateBets(
  req: PlaceBetsRequest,
  snapshot: Snapshot,
  player: PlayerFacts,
  opts: { skipStakeLimits?: boolean; custom?: CustomQuotes } = {},
): Validation {
  const first = req.bets[0]
  const currency = first && findCurrency(first.stake.currency)
  if (!currency || req.bets.some((b) => b.stake.currency !== currency.code)) {
    return { ok: false, errors: req.bets.map((_, i) => betError(i, 'currency_not_supported')) }
  }
  if (player.municipalityMissing) {
    return { ok: false, errors: req.bets.map((_, i) => betError(i, 'municipality_not_found')) }
  }
  const errors: BetError[] = []
  const priced: PricedBet[] = []
  req.bets.forEach((bet, index) => {
    const r = priceSelections(bet, index, snapshot, player.policy)
    errors.push(...r.errors)
    const customOdds = r.errors.length === 0 ? checkCustom(bet, index, opts.custom, player.policy) : undefined
    if (customOdds && 'error' in customOdds) errors.push(customOdds.error)
    const system = parseSystemId(bet.system_id)
    priced.push({
      index,
      input: bet,
      type: betInputType(bet),
      ...(system ? { system } : {}),
      ...(customOdds && 'odds' in customOdds ? { customOdds: customOdds.odds } : {}),
      stake: money(bet.stake.value, currency),
      selections: r.priced,
      potentialWin: money(0, currency),
    })
  })
  if (errors.length > 0) return { ok: false, errors: mergeByBet(errors) }
  if (
    !kindHolds(
      req.meta.type,
      priced.map((b) => b.type),
    ) ||
    duplicateOutcomes(req)
  ) {
    return {
      ok: false,
      errors: [betError(0, 'bet_not_allowed', { message: 'The bets do not match meta.type' })],
    }
  }
  const ruleErrors = slipRules(priced, currency, player, req.meta.quick, opts.skipStakeLimits ?? false)
  if (ruleErrors.length > 0) return { ok: false, errors: ruleErrors }
  const cap = stakeLimits(currency).maxPayout
  const bets = priced.map((b) => ({ ...b, potentialWin: betSummary(toDomainBet(b), cap).potentialWin }))
  return { ok: true, bets, currency }
}

/** A priced bet as the domain's bet (the contract's one request → ticket mapping). */
export const toDomainBet = (b: PricedBet): Bet =>
  betFromInput(b.input, b.index, b.stake.currency, b.selections.map(facts), b.customOdds)

/**
 * A custom bet at the server's joint price: refused when it could not be priced, and with code 120
 * when the player's odds policy does not accept the move from the custom odds they saw (as 101 is).
 */
function checkCustom(
  bet: BetInput,
  index: number,
  quotes: CustomQuotes | undefined,
  policy: AcceptedOddsPolicy,
): { odds: DecimalOdds } | { error: BetError } | undefined {
  if (bet.custom_odds === undefined) return undefined
  const quote = quotes?.get(index)
  if (!quote) return { error: betError(index, 'custom_bet_unavailable') }
  if (!quote.ok) return { error: betError(index, quote.code, { message: quote.message }) }
  if (!oddsAccepted(policy, decimalOdds(bet.custom_odds), decimalOdds(quote.odds)))
    return { error: betError(index, 'invalid_odds_custom_bet', { custom_odds: quote.odds }) }
  return { odds: decimalOdds(quote.odds) }
}

/** The domain's slip rules on the priced bets; each problem becomes an error of the bets it names. */
function slipRules(
  bets: PricedBet[],
  currency: Currency,
  player: PlayerFacts,
  quick: boolean,
  skipStakeLimits: boolean,
): BetError[] {
  const domainBets = bets.map(toDomainBet)
  const ticket: Ticket = {
    bets: domainBets,
    selectedOutcomeIds: domainBets.flatMap((b) => b.selections.map((s) => s.outcomeId)),
    inProgress: false,
    processingBets: [],
    placedBets: [],
    ticketState: 'initial',
    currency,
  }
  const ctx: SlipContext = { ...SLIP_RULES, acceptedOddsPolicy: player.policy }
  const limits = { ...stakeLimits(currency), isPvePlayer: player.isPve }
  const problems = (quick ? quickBetProblems : ticketProblems)(ticket, ctx, limits).filter(
    (p) => !skipStakeLimits || !STAKE_PROBLEMS.has(p.code),
  )
  return mergeByBet(problems.flatMap((p) => problemErrors(p, domainBets)))
}

function problemErrors(p: Problem, bets: Bet[]): BetError[] {
  const code = PROBLEM_ERRORS[p.code] ?? 'place_bets_failed'
  const indices = p.betKeys
    ? p.betKeys.map(Number)
    : p.outcomeIds
      ? bets
          .filter((b) => b.selections.some((s) => p.outcomeIds?.includes(s.outcomeId)))
          .map((b) => Number(b.key))
      : bets.map((b) => Number(b.key))
  return indices.map((i) => betError(i, code))
}

/** One error per bet (the first, in priority order), the selections of all its errors together. */
function mergeByBet(errors: BetError[]): BetError[] {
  const byBet = new Map<number, BetError>()
  for (const e of errors) {
    const seen = byBet.get(e.index)
    if (!seen) byBet.set(e.index, e)
    else if (e.selections) seen.selections = [...(seen.selections ?? []), ...e.selections]
  }
  return [...byBet.values()].sort((a, b) => a.index - b.index)
}

/** The same outcome twice in one request (two singles on it, or twice in a combo) is refused. */
function duplicateOutcomes(req: PlaceBetsRequest): boolean {
  const keys = req.bets.flatMap((b) =>
    b.selections.map((s) => outcomeKey(s.match_id, s.market_id, s.specifier, s.outcome_id)),
  )
  return new Set(keys).size !== keys.length
}
