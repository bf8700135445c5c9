import {
  EUR,
  emptyTicket,
  referenceRate,
  restoreBets,
  storedBets,
  ticketReducer,
  type SlipContext,
  type Ticket,
  type TicketAction,
} from '@sportsbook/domain'
import { createStore } from '../create-store.ts'
import { DEFAULT_SLIP_CONTEXT } from './slip-context.ts'
import { browserStorage, writeJson } from '../safe-storage.ts'
import { BETS_KEY, readSlip } from './slip-storage.ts'

export interface SlipStore {
  getTicket(): Ticket
  subscribe(listener: () => void): () => void
  dispatch(action: TicketAction): void
  getContext(): SlipContext
  setContext(ctx: SlipContext): void
}

/**
 * The domain's ticketReducer behind a subscribe/getSnapshot pair for useSyncExternalStore.
 * Every change is written to session storage (spec §4 "bets are kept in session storage and
 * restored on load"); no rule lives here.
 */
export function createSlipStore(
  storage: Storage | undefined,
  ctx: SlipContext = DEFAULT_SLIP_CONTEXT,
): SlipStore {
  const stored = readSlip(storage)
  let context = ctx
  const ticket = createStore(
    stored ? restoreBets(emptyTicket(stored.currency), stored.bets, referenceRate) : emptyTicket(EUR),
  )
  // The first currency the session tells after a restore converts the restored stakes (spec §4:
  // "restored bets converted to the user's currency"); a later change is the player's switch, which
  // zeroes them (the domain's changeCurrency).
  let restoredPending = stored !== undefined
  return {
    getTicket: ticket.get,
    subscribe: ticket.subscribe,
    dispatch(action) {
      const current = ticket.get()
      const converting = restoredPending && action.type === 'currencyChanged'
      if (action.type === 'currencyChanged') restoredPending = false
      const next =
        converting && action.currency.code !== current.currency.code
          ? restoreBets(emptyTicket(action.currency), storedBets(current), referenceRate)
          : ticketReducer(current, action, context)
      if (next === current) return
      writeJson(storage, BETS_KEY, { currency: next.currency, bets: storedBets(next) })
      ticket.set(next)
    },
    getContext: () => context,
    setContext(next) {
      context = next
    },
  }
}

let browserStore: SlipStore | undefined

/** One slip per browser tab; the server renders an empty slip (storage is the browser's). */
export function getSlipStore(): SlipStore {
  if (typeof window === 'undefined') return serverStore
  browserStore ??= createSlipStore(browserStorage('session'))
  return browserStore
}

const serverStore = createSlipStore(undefined)
