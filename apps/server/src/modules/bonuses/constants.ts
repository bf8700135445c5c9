// Bonus constants (docs/constants.md § Bonuses).

/** Promo code attempts per player: 5 a minute, so guessing codes by brute force is too slow to pay. */
export const PROMO_CODE_LIMIT = { max: 5, windowMs: 60_000 } as const

/** Several freebets may be active at once (spec §3 allow_multiple_active_user_freebets). */
export const ALLOW_MULTIPLE_ACTIVE_FREEBETS = true

/** Freebets re-issued by settlement (a no-risk loss, a voided free stake) last this many days. */
export const REISSUED_FREEBET_DAYS = 30

export const DAY_MS = 86_400_000

/** Wire ids: 'c<n>' for a campaign, 'f<n>' for a player's freebet. */
export const campaignWireId = (id: number) => `c${id}`
export const freebetWireId = (id: number | string) => `f${id}`
export function parseWireId(id: string): { kind: 'campaign' | 'freebet'; n: number } | undefined {
  const m = /^([cf])([1-9]\d{0,15})$/.exec(id)
  if (!m) return undefined
  const n = Number(m[2])
  return Number.isSafeInteger(n) ? { kind: m[1] === 'c' ? 'campaign' : 'freebet', n } : undefined
}

/** Hunting and tournaments (docs/constants.md § Hunting and tournaments). */
/** tournament_pool_changed: at most one publication per tournament per this interval. */
export const TOURNAMENT_POOL_PUSH_MS = 1_000
/** How often tournaments past their end are looked for, to pay their prizes. */
export const TOURNAMENT_END_CHECK_MS = 60_000
/** Spec §9 "tournaments limit default 1". */
export const TOURNAMENTS_DEFAULT_LIMIT = 1
