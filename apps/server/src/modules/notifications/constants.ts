/** Wait before LISTEN is tried again after its connection failed (docs/constants.md). */
export const PUSH_LISTEN_RETRY_MS = 2_000
