// Match centre social features (issue 19): documented in docs/constants.md § Match centre: vote, chat.

/** Messages GET /matches/{id}/chat returns (the newest, oldest first). */
export const CHAT_HISTORY_LIMIT = 50
/** A player may post at most CHAT_RATE_MAX messages within CHAT_RATE_WINDOW_MS (all rooms together). */
export const CHAT_RATE_MAX = 5
export const CHAT_RATE_WINDOW_MS = 30_000
