// Builders shared by the slip tests (excluded from coverage).
import { marketId, matchId } from '../ids.ts'
import type { OutcomeKey } from '../market/keys.ts'
import { EUR } from '../money/currency.ts'
import { money } from '../money/money.ts'
import { decimalOdds } from '../odds/decimal-odds.ts'
import { emptyTicket } from './restore.ts'
import { ticketReducer, type TicketAction } from './reducer.ts'
import type { SelectionInput } from './selection.ts'
import type { SlipContext, Ticket } from './types.ts'

/** Spec §4 as written: a second pick is another single where multi-single is allowed. */
export const ctx: SlipContext = {
  multiSingleAvailableByProvider: { betradar: true, oddin: false },
  oddinEnabled: true,
  customBetEnabled: true,
  acceptedOddsPolicy: 'none',
  defaultBetType: 'single',
}
/** The product's default (ADR 024): a second pick from another match makes a combo. */
export const multipleCtx: SlipContext = { ...ctx, defaultBetType: 'combo' }
export const comboCtx: SlipContext = { ...ctx, multiSingleAvailableByProvider: {} }

/**
 * A selection's key in these tests: the slip only compares keys for equality, and a bare outcome
 * id is unique per test, so it stands for the full key (see market/keys.ts for the real one).
 */
export const key = (id: string) => id as OutcomeKey

export const eur = (cents: number) => money(cents, EUR)

/** A selection of match `match`, market 1, outcome `id` (ids are unique per test). */
export function sel(
  id: string,
  odds: number,
  {
    matchId: match = `m-${id}`,
    ...over
  }: Omit<Partial<SelectionInput>, 'matchId'> & { matchId?: string | null } = {},
): SelectionInput {
  return {
    outcomeId: key(id),
    ...(match === null ? {} : { matchId: matchId(match) }),
    provider: 'betradar',
    market: { marketId: marketId('1'), marketName: '1x2', specifier: '' },
    outcomeName: id,
    active: true,
    odds: decimalOdds(odds),
    matchStatus: 0,
    ...over,
  }
}

/** Applies actions in order. */
export const run = (
  actions: TicketAction[],
  c: SlipContext = ctx,
  start: Ticket = emptyTicket(EUR),
): Ticket => actions.reduce((t, a) => ticketReducer(t, a, c), start)

export const add = (s: SelectionInput, custom = false): TicketAction => ({
  type: 'toggleOutcome',
  selection: s,
  custom,
})

export const types = (t: Ticket) => t.bets.map((b) => b.betType)
