import type { ErrorCode } from '@sportsbook/contract'
import type { z } from 'zod'
import { readServerApiUrls } from '~/config/public-env.ts'
import { loadContract, loadedContract, resolveSchema, type LazySchema } from './lazy-contract.ts'

/** Server-side fetches give up after this long so a stuck backend turns into an error page, not a hung request. */
export const SSR_FETCH_TIMEOUT_MS = 10_000

export type ApiErrorCode = ErrorCode | 'network_error' | 'invalid_response'

/** A failed API call: HTTP status (0 when the network failed) and the catalogue code from the body. */
export class ApiError extends Error {
  readonly status: number
  readonly code: ApiErrorCode
  constructor(status: number, code: ApiErrorCode, message: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
  }
}

export type ApiName = 'sportsbook' | 'platform'
type QueryValue = string | number | boolean | undefined | null

const isServer = typeof window === 'undefined'

export function apiBaseUrl(api: ApiName): string {
  const urls = isServer
    ? readServerApiUrls()
    : (window.__PUBLIC_ENV__ ?? { sportsbookApiUrl: '/api/sportsbook', platformApiUrl: '/api/platform' })
  return api === 'sportsbook' ? urls.sportsbookApiUrl : urls.platformApiUrl
}

export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const qs = params.toString()
  return `${base.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`
}

interface GetOptions {
  query?: Record<string, QueryValue>
  signal?: AbortSignal
  api?: ApiName
}

/** GET a JSON resource and parse it with its contract schema; every failure becomes an ApiError. */
export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S | LazySchema<S>,
  opts: GetOptions = {},
): Promise<z.output<S>> {
  const url = buildUrl(apiBaseUrl(opts.api ?? 'sportsbook'), path, opts.query)
  const signals = [opts.signal, isServer ? AbortSignal.timeout(SSR_FETCH_TIMEOUT_MS) : undefined].filter(
    (s): s is AbortSignal => s !== undefined,
  )
  let res: Response
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json' },
      credentials: 'include',
      // Catalog answers carry a short public max-age for CDNs; the page itself always revalidates
      // (a cheap 304 by ETag) so a resync after missed publications never reads a stale copy.
      cache: isServer ? undefined : 'no-cache',
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    })
  } catch (cause) {
    if (opts.signal?.aborted) throw cause
    throw new ApiError(0, 'network_error', `Request to ${path} failed: ${String(cause)}`)
  }
  const body: unknown = await res.json().catch(() => undefined)
  if (!res.ok) {
    const parsed = (loadedContract() ?? (await loadContract())).ErrorBody.safeParse(body)
    if (parsed.success) throw new ApiError(res.status, parsed.data.error.code, parsed.data.error.message)
    throw new ApiError(
      res.status,
      res.status === 404 ? 'not_found' : 'internal_error',
      `${path}: HTTP ${res.status}`,
    )
  }
  const resolved = resolveSchema(schema)
  const parsed = (resolved instanceof Promise ? await resolved : resolved).safeParse(body)
  if (!parsed.success) throw new ApiError(res.status, 'invalid_response', `${path}: ${parsed.error.message}`)
  return parsed.data
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404
