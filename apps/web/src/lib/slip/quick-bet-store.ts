import {
  EUR,
  approveQuickBet,
  finishQuickBet,
  initialQuickBet,
  onBalance,
  setQuickBetStake,
  startQuickBet,
  toggleQuickBet,
  type Money,
  type OutcomeKey,
  type QuickBet,
  type TicketError,
} from '@sportsbook/domain'
import { createStore, useStore } from '../create-store.ts'
import { readJson, writeJson } from '../safe-storage.ts'
import { QUICK_BET_KEY } from './slip-storage.ts'

const INITIAL = initialQuickBet(EUR)

function restore(): QuickBet {
  const stored = readJson('session', QUICK_BET_KEY) as QuickBet | undefined
  // A stored processing state belongs to a page that is gone: start from its settings only.
  return stored && typeof stored.stake?.amount === 'number' && typeof stored.stake.currency?.code === 'string'
    ? {
        ...INITIAL,
        isEnabled: stored.isEnabled === true,
        isApproved: stored.isApproved === true,
        stake: stored.stake,
      }
    : INITIAL
}

const store = createStore(restore, { server: INITIAL })
store.subscribe(() => writeJson('session', QUICK_BET_KEY, store.get()))
const { get: current, set } = store

/** The quick bet of spec §4 through the domain's pure functions, kept for the browser session. */
export const quickBet = {
  get: current,
  toggle: () => set(toggleQuickBet(current())),
  setStake: (stake: Money) => set(setQuickBetStake(current(), stake)),
  approve: () => set(approveQuickBet(current())),
  /** Starts placing when approved and idle; false means "do not place". */
  start(outcomeId: OutcomeKey): boolean {
    const next = startQuickBet(current(), outcomeId)
    if (next) set(next)
    return next !== undefined
  },
  finish: (error?: TicketError) => set(finishQuickBet(current(), error)),
  balance: (balance: Money) => set(onBalance(current(), balance)),
  off: () => {
    const q = current()
    if (q.isEnabled) set({ ...q, isEnabled: false, isApproved: false })
  },
}

export const useQuickBetState = (): QuickBet => useStore(store)
