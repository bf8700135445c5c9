import type { IncomingMessage, ServerResponse } from 'node:http'

export const SSR_CACHE_FRESH_MS: number
export const SSR_CACHE_STALE_MS: number
export const SSR_CACHE_MAX_ENTRIES: number
export const SSR_CACHE_MAX_BYTES: number

export function ssrMicrocache(options: {
  nonceHeader: string
  freshMs?: number
  staleMs?: number
  maxEntries?: number
  maxBytes?: number
  now?: () => number
}): (req: IncomingMessage & { path: string; originalUrl: string }, res: ServerResponse, next: () => void) => void
