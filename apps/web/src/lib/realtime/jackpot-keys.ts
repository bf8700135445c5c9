/** Every jackpot query (list, hits) is cached under this root: the private channel's hit reloads them. */
export const JACKPOTS_QUERY_ROOT = ['jackpots'] as const

/** Spec §9: a jackpot hit is announced (toaster, modal) this long after it arrives. */
export const JACKPOT_HIT_REACTION_MS = 1_000
