// The one mapping between the slip's Ticket (domain) and the POST /bets body (wire), both ways:
// the web sends `placeBetsRequest(ticket)`, the server reads the body back as domain bets with
// `betFromInput`, so a field added on one side cannot be forgotten on the other.
import {
  betTypeOf,
  decimalOdds,
  emptyTicket,
  isPositive,
  marketId,
  matchId,
  money,
  outcomeKey,
  outcomeKeyParts,
  parseSystemId,
  type Bet,
  type BetType,
  type Currency,
  type DecimalOdds,
  type Provider,
  type Selection,
  type Ticket,
} from '@sportsbook/domain'
import type { BetInput, BetSelectionInput, MaxStakeRequest, PlaceBetsRequest } from './place-bets.ts'

type TicketKind = PlaceBetsRequest['meta']['type']

/** The slip's kind of ticket for the placement meta (spec §3), from its first bet. */
export function ticketKind(bets: readonly Pick<Bet, 'betType'>[]): TicketKind {
  const first = bets[0]?.betType
  if (first === 'single') return bets.length > 1 ? 'multi_single' : 'single'
  return first === 'system' || first === 'custom_bet' ? first : 'combo'
}

/**
 * Whether a ticket of this kind may hold bets of these types (the server's check of `meta.type`):
 * multi-single holds singles, custom_bet custom bets, any other kind exactly one bet of its type.
 */
export function kindHolds(kind: TicketKind, types: readonly BetType[]): boolean {
  if (kind === 'multi_single') return types.every((t) => t === 'single')
  if (kind === 'custom_bet') return types.every((t) => t === 'custom_bet')
  return types.length === 1 && types[0] === kind
}

/** A slip selection as a bet's wire selection (placement; edit bet's added legs). */
export const selectionInput = (s: Selection): BetSelectionInput => ({
  match_id: Number(s.matchId),
  market_id: Number(s.market.marketId),
  specifier: s.market.specifier,
  outcome_id: outcomeKeyParts(s.outcomeId).outcomeId,
  odds: s.odds,
})

const betInput = (b: Bet): BetInput => ({
  stake: { value: b.stake.amount, currency: b.stake.currency.code },
  selections: b.selections.map(selectionInput),
  ...(b.betType === 'system' && b.systemType ? { system_id: b.systemType.id } : {}),
  ...(b.betType === 'custom_bet' && b.customOdds ? { custom_odds: b.customOdds } : {}),
  ...(b.bonus
    ? { bonus: { id: b.bonus.id, type: b.bonus.type, ...(b.bonus.odds ? { odds: b.bonus.odds } : {}) } }
    : {}),
})

/** Ticket → POST /bets: the bets with a stake above 0, every selection at the odds the player saw. */
export function placeBetsRequest(ticket: Ticket, deviceId: string, quick = false): PlaceBetsRequest {
  const bets = ticket.bets.filter((b) => isPositive(b.stake))
  return { meta: { device_id: deviceId, quick, type: ticketKind(bets) }, bets: bets.map(betInput) }
}

/** Bets → POST /bets/max-stake: the same shape as placement, so the server prices what the slip holds. */
export const maxStakeRequest = (bets: readonly Bet[]): MaxStakeRequest => ({
  bets: bets.map((b) => {
    const input = betInput(b)
    // The stake is optional here: an empty field asks "how much could I stake?" too.
    return isPositive(b.stake) ? input : { ...input, stake: { currency: b.stake.currency.code } }
  }),
})

/** What the wire does not carry about a selection: the server's truth about it (or a test's). */
export interface SelectionFacts {
  readonly provider: Provider
  readonly marketName: string
  readonly outcomeName: string
  readonly matchStatus: number
  /** The odds the bet is priced at (the server's current ones once the policy accepted them). */
  readonly odds: DecimalOdds
  /** The selection is of an outright (spec §3), which the slip rules keep to singles. */
  readonly isOutright?: boolean
}

/** A bet's type follows from its fields: custom odds, a system id, several selections, or one. */
export function betInputType(
  bet: Pick<BetInput, 'custom_odds' | 'system_id'> & { readonly selections: readonly unknown[] },
): BetType {
  return betTypeOf({
    custom: bet.custom_odds !== undefined,
    system: bet.system_id !== undefined,
    selections: bet.selections.length,
  })
}

function selectionOf(input: BetSelectionInput, facts: SelectionFacts): Selection {
  const { match_id, market_id, specifier, outcome_id } = input
  return {
    outcomeId: outcomeKey(match_id, market_id, specifier, outcome_id),
    matchId: matchId(match_id),
    provider: facts.provider,
    market: { marketId: marketId(market_id), marketName: facts.marketName, specifier },
    outcomeName: facts.outcomeName,
    active: true,
    odds: facts.odds,
    acceptedOdds: facts.odds,
    initialOdds: facts.odds,
    matchStatus: facts.matchStatus,
    ...(facts.isOutright ? { isOutright: true } : {}),
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
  }
}

/**
 * POST /bets → one domain bet: bet `index` of the body, in `currency` (the body's code, already
 * found), with the facts of each of its selections in order (one per selection). Its key is the index, so problems
 * the domain finds name the bet of the request. `customOdds` is a custom bet's price.
 */
export function betFromInput(
  bet: BetInput,
  index: number,
  currency: Currency,
  facts: readonly SelectionFacts[],
  customOdds?: DecimalOdds,
): Bet {
  const system = parseSystemId(bet.system_id)
  return {
    key: String(index),
    betType: betInputType(bet),
    stake: money(bet.stake.value, currency),
    stakeSource: 'sharing',
    selections: bet.selections.map((s, i) => selectionOf(s, facts[i]!)),
    ...(system ? { systemType: system } : {}),
    ...(customOdds ? { customOdds } : {}),
  }
}

/** A whole body as a ticket: each custom bet at its own custom odds, the facts per selection. */
export function ticketFromRequest(
  req: PlaceBetsRequest,
  currency: Currency,
  facts: (selection: BetSelectionInput) => SelectionFacts,
): Ticket {
  const bets = req.bets.map((b, i) =>
    betFromInput(
      b,
      i,
      currency,
      b.selections.map(facts),
      b.custom_odds === undefined ? undefined : decimalOdds(b.custom_odds),
    ),
  )
  return {
    ...emptyTicket(currency),
    bets,
    selectedOutcomeIds: bets.flatMap((b) => b.selections.map((s) => s.outcomeId)),
  }
}
