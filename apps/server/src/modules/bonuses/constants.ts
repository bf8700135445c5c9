// Bonus constants (docs/constants.md § Bonuses).

/** Promo code attempts per player: 5 a minute, so guessing codes by brute force is too slow to pay. */
export const PROMO_CODE_LIMIT = { max: 5, windowMs: 60_000 } as const

/** Several freebets may be active at once (spec §3 allow_multiple_active_user_freebets). */
export const ALLOW_MULTIPLE_ACTIVE_FREEBETS = true

/** Freebets re-issued by settlement (a no-risk loss, a voided free stake) last this many days. */
export const REISSUED_FREEBET_DAYS = 30

/** The demo banners' route (banner-art.ts draws them; BANNER_PATH_PREFIX there is its public path). */
export const BANNER_ROUTE = '/assets/banners/:file'

/**
 * GET /bonuses/lucky answers from a per-process copy of the operator's Lucky bonus terms renewed this
 * often (ADR 036-lucky-bonuses): a public read costs no query per visitor; placement reads them fresh.
 */
export const LUCKY_TERMS_TTL_MS = 60_000
