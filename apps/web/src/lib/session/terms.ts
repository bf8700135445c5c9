import { createStore, useStore } from '../create-store.ts'
import { readItem, writeItem } from '../safe-storage.ts'

/**
 * The terms-and-conditions checker (spec §2): when the operator publishes a new terms version
 * (PUBLIC_TERMS_VERSION), a signed-in player accepts it before betting. The version each player
 * accepted is kept in this browser's localStorage (the reference backend stores no terms version).
 */
const KEY = (playerId: number) => `sb_terms_accepted:${playerId}`

interface State {
  /** The signed-in player and the version the operator asks for; null when none or no checker. */
  readonly playerId: number | null
  readonly version: string | null
  /** Whether the checker is open, and what runs once the player accepts. */
  readonly open: boolean
  readonly onAccept?: () => void
}

const closed: State = { playerId: null, version: null, open: false }
const terms = createStore(closed)
const set = (next: Partial<State>) => terms.set((s) => ({ ...s, ...next }))

export const acceptedVersion = (playerId: number): string | null => readItem('local', KEY(playerId))

/** Whether the signed-in player still has to accept the current terms. */
export function termsPending(): boolean {
  const { playerId, version } = terms.get()
  return playerId !== null && version !== null && acceptedVersion(playerId) !== version
}

/** Who is signed in and which version the operator asks for; opens the checker when it is pending. */
export function followTerms(playerId: number | null, version: string | null): void {
  const state = terms.get()
  if (playerId === state.playerId && version === state.version) return
  set({ playerId, version, open: false, onAccept: undefined })
  if (termsPending()) set({ open: true })
}

/** Runs the action now, or once the player has accepted the changed terms (the checker opens). */
export function requireTerms(action: () => void): void {
  if (!termsPending()) return action()
  set({ open: true, onAccept: action })
}

export function acceptTerms(): void {
  const { playerId, version, onAccept } = terms.get()
  if (playerId === null || version === null) return
  // a browser that refuses storage keeps it for this page and asks again next visit
  writeItem('local', KEY(playerId), version)
  set({ open: false, onAccept: undefined })
  onAccept?.()
}

export function dismissTerms(): void {
  set({ open: false, onAccept: undefined })
}

export const useTermsState = (): State => useStore(terms)
