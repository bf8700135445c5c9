// Hunting and tournaments (docs/constants.md § Hunting and tournaments).

/** tournament_pool_changed: at most one publication per tournament per this interval. */
export const TOURNAMENT_POOL_PUSH_MS = 1_000
/** How often tournaments past their end are looked for, to pay their prizes. */
export const TOURNAMENT_END_CHECK_MS = 60_000
/** Spec §9 "tournaments limit default 1". */
export const TOURNAMENTS_DEFAULT_LIMIT = 1
