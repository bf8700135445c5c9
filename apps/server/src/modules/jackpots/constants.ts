// Jackpot constants (docs/constants.md § Jackpots).

/** The draw counts new contributions, pays drops and pushes changed pools once a second: the push throttle. */
export const JACKPOT_TICK_MS = 1_000

/** Placement reads the jackpots' rules from a per-process copy at most this old. */
export const JACKPOT_RULES_CACHE_MS = 5_000
