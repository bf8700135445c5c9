// RTS 12D: a request that makes a limit stricter applies at once; one that loosens it (a higher value,
// or removal) waits a cooling period and a fresh confirmation by the player.

/** How long a raise or a removal waits before the player may confirm it. */
export const LIMIT_COOLING_PERIOD_MS = 24 * 60 * 60 * 1000

/**
 * How a request changes a limit: `tighten` applies now, `loosen` waits the cooling period.
 * `current` null means no limit of this kind is in force, `requested` null means removal.
 * Values are "more is looser" (amounts, seconds), except for exclusions, which callers never loosen.
 */
export function limitChange(current: number | null, requested: number | null): 'tighten' | 'loosen' | 'same' {
  if (requested === null) return current === null ? 'same' : 'loosen'
  if (current === null) return 'tighten'
  if (requested === current) return 'same'
  return requested < current ? 'tighten' : 'loosen'
}

/** When a loosening request asked for at `requestedAt` may be confirmed. */
export const coolingEndsAt = (requestedAt: Date): Date =>
  new Date(requestedAt.getTime() + LIMIT_COOLING_PERIOD_MS)

/** Whether the cooling period of a request made at `requestedAt` is over at `now`. */
export const coolingOver = (requestedAt: Date, now: Date): boolean =>
  now.getTime() >= coolingEndsAt(requestedAt).getTime()
