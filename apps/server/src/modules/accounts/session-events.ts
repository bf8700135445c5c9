// Who else must hear that a player's sessions changed (sign-out, password change, expiry, player
// writes): the realtime tier re-checks that player's open connections and closes the ones whose
// session has ended. Fired after the change is committed, here and (through NOTIFY) in every process.
type Listener = (userId: number) => void

const listeners = new Set<Listener>()

/** Calls `listener` with the player id on every change; returns the unsubscribe function. */
export function onPlayerSessionsChanged(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitPlayerSessionsChanged(userId: number): void {
  for (const l of listeners) l(userId)
}
