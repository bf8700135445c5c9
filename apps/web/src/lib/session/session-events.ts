/** Tells whoever holds session state that the server answered 401 (the session expired). */
const listeners = new Set<() => void>()

export function onUnauthorized(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function notifyUnauthorized(): void {
  listeners.forEach((l) => l())
}
