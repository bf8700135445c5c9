import { useSyncExternalStore } from 'react'
import { TOGGLE_KEY, readJson, sessionStore, writeJson } from './slip-storage.ts'

/** The panel's two tabs (spec §2). */
export type SlipTab = 'BET_SLIP' | 'MY_BETS'

export interface SlipUi {
  /** Whether the slip is open where it is a sheet (below 1280 px); the desktop column always shows it. */
  readonly open: boolean
  readonly tab: SlipTab
}

const INITIAL: SlipUi = { open: false, tab: 'BET_SLIP' }
let state: SlipUi | undefined
const listeners = new Set<() => void>()

function current(): SlipUi {
  if (state) return state
  const stored = readJson(sessionStore(), TOGGLE_KEY) as Partial<SlipUi> | undefined
  state = {
    open: stored?.open === true,
    tab: stored?.tab === 'MY_BETS' ? 'MY_BETS' : 'BET_SLIP',
  }
  return state
}

function set(next: Partial<SlipUi>): void {
  state = { ...current(), ...next }
  writeJson(sessionStore(), TOGGLE_KEY, state)
  listeners.forEach((l) => l())
}

/** Spec §2: the panel can be opened, closed and toggled; state persists for the browser session. */
export const openSlip = (tab?: SlipTab) => set(tab ? { open: true, tab } : { open: true })
export const closeSlip = () => set({ open: false })
export const toggleSlip = () => set({ open: !current().open })
export const setSlipTab = (tab: SlipTab) => set({ tab })

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export const useSlipUi = (): SlipUi =>
  useSyncExternalStore(
    subscribe,
    () => (typeof window === 'undefined' ? INITIAL : current()),
    () => INITIAL,
  )
