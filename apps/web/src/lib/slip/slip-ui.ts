import { createStore, useStore } from '../create-store.ts'
import { readJson, writeJson } from '../safe-storage.ts'
import { TOGGLE_KEY } from './slip-storage.ts'

/** The panel's two tabs (spec §2). */
export type SlipTab = 'BET_SLIP' | 'MY_BETS'

export interface SlipUi {
  /** Whether the slip is open where it is a sheet (below 1280 px); the desktop column always shows it. */
  readonly open: boolean
  readonly tab: SlipTab
}

const INITIAL: SlipUi = { open: false, tab: 'BET_SLIP' }

function restore(): SlipUi {
  const stored = readJson('session', TOGGLE_KEY) as Partial<SlipUi> | undefined
  return {
    open: stored?.open === true,
    tab: stored?.tab === 'MY_BETS' ? 'MY_BETS' : 'BET_SLIP',
  }
}

const ui = createStore(restore, { server: INITIAL })
ui.subscribe(() => writeJson('session', TOGGLE_KEY, ui.get()))
const set = (next: Partial<SlipUi>) => ui.set((s) => ({ ...s, ...next }))

/** Spec §2: the panel can be opened, closed and toggled; state persists for the browser session. */
export const openSlip = (tab?: SlipTab) => set(tab ? { open: true, tab } : { open: true })
export const closeSlip = () => set({ open: false })
export const toggleSlip = () => set({ open: !ui.get().open })
export const setSlipTab = (tab: SlipTab) => set({ tab })

export const useSlipUi = (): SlipUi => useStore(ui)
