/** Longest a statistics answer is served from memory without a feed change (docs/constants.md). */
export const MATCH_STATS_CACHE_MS = 2_000
/** Matches kept in the statistics cache; the oldest entry goes first. */
export const MATCH_STATS_CACHE_MAX_ENTRIES = 5_000
