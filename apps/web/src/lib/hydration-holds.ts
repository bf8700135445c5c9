/**
 * Work the page's hydration waits for, registered by route modules while they are evaluated (before
 * entry.client.tsx runs): today the code of the server-rendered lazy widgets. A lazy part whose code
 * is not here when hydration reaches it stays dehydrated, and the first context change above it (the
 * player, offers, favourites arriving) makes React drop its HTML: the part vanishes and the page jumps.
 * Never longer than HYDRATION_HOLD_MAX_MS: a slow chunk must not keep the page from working.
 */
export const HYDRATION_HOLD_MAX_MS = 3_000

const holds: Promise<unknown>[] = []

export function holdHydration(work: Promise<unknown>) {
  holds.push(work.catch(() => undefined))
}

/** Settles when every hold has, or after HYDRATION_HOLD_MAX_MS. */
export function hydrationHolds(): Promise<unknown> {
  if (holds.length === 0) return Promise.resolve()
  return Promise.race([
    Promise.all(holds),
    new Promise((resolve) => setTimeout(resolve, HYDRATION_HOLD_MAX_MS)),
  ])
}
