import type { IncomingMessage, ServerResponse } from 'node:http'

export const API_READ_CACHE_MAX_AGE_MS: number
export const API_READ_CACHE_MAX_ENTRIES: number
export const API_READ_CACHE_MAX_BYTES: number
export const API_READ_CACHE_NEUTRAL_COOKIES: readonly string[]
export function createApiReadCache(options?: {
  now?: () => number
  maxAgeMs?: number
  maxEntries?: number
  maxBytes?: number
}): {
  middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void
  serveEncoded: (req: IncomingMessage, res: ServerResponse) => boolean
  offer: (proxyRes: IncomingMessage, req: IncomingMessage) => void
  size: () => number
}
