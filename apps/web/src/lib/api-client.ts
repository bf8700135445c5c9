import type { ErrorCode } from '@sportsbook/contract'
import type { z } from 'zod'
import { readServerApiUrls } from '~/config/public-env.ts'
import { loadContract, loadedContract, resolveSchema, type LazySchema } from './lazy-contract.ts'
import { redactRequest } from './error-reporting/redact-request.ts'
import { wantsFreshRead } from './live/fresh-reads.ts'
import { CSRF_HEADER, csrfToken } from './session/csrf.ts'
import { notifyUnauthorized } from './session/session-events.ts'

/** Server-side fetches give up after this long so a stuck backend turns into an error page, not a hung request. */
export const SSR_FETCH_TIMEOUT_MS = 10_000

export type ApiErrorCode = ErrorCode | 'network_error' | 'invalid_response'

export interface FieldIssue {
  readonly path: string
  readonly message: string
}

interface ErrorExtra {
  issues?: readonly FieldIssue[]
  localizedMessage?: string
  body?: unknown
  retryAfterS?: number
  request?: ApiError['request']
  response?: ApiError['response']
}

/** Headers naming the caller of the Platform API (spec §7 "headers for version and app name"). */
export const APP_NAME_HEADER = 'X-App-Name'
export const APP_VERSION_HEADER = 'X-App-Version'

/**
 * A failed API call: HTTP status (0 when the network failed), the catalogue code from the body, and
 * the field-level issues of invalid_params (paths like `user.email`).
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: ApiErrorCode
  readonly issues: readonly FieldIssue[]
  readonly localizedMessage: string | undefined
  /** The whole error body, for callers that read extra fields (errors_by_bet). */
  readonly body: unknown
  /** Seconds until a retry can succeed (the Retry-After of a 429 or 503), when the answer said. */
  readonly retryAfterS: number | undefined
  /** What was asked (spec §8: a report keeps the request data), secrets redacted. */
  readonly request: { readonly method: string; readonly data: unknown } | undefined
  /** What answered: the response URL, status and data (spec §8). */
  readonly response: { readonly url: string; readonly status: number; readonly data: unknown } | undefined
  constructor(status: number, code: ApiErrorCode, message: string, extra: ErrorExtra = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.issues = extra.issues ?? []
    this.localizedMessage = extra.localizedMessage
    this.body = extra.body
    this.retryAfterS = extra.retryAfterS
    this.request = extra.request
    this.response = extra.response
  }
}

/** `dev`: the reference backend's development routes (`/api/dev`, DEV_TOOLS only), beside the Sportsbook API. */
export type ApiName = 'sportsbook' | 'platform' | 'dev'
type QueryValue = string | number | boolean | undefined | null
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const isServer = typeof window === 'undefined'

export function apiBaseUrl(api: ApiName): string {
  const urls = isServer
    ? readServerApiUrls()
    : (window.__PUBLIC_ENV__ ?? { sportsbookApiUrl: '/api/sportsbook', platformApiUrl: '/api/platform' })
  if (api === 'dev') return urls.sportsbookApiUrl.replace(/\/sportsbook\/?$/, '/dev')
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

interface RequestOptions {
  api?: ApiName
  body?: unknown
  query?: Record<string, QueryValue>
  headers?: Record<string, string>
  signal?: AbortSignal
  /** 401 means "wrong password" on sign-in, not an expired session: do not raise the session event. */
  expectUnauthorized?: boolean
}

/**
 * The one client of our API (Sportsbook and Platform, spec §7), in the browser and during SSR: the
 * session cookie and, on writes, the CSRF header (double submit); the answer parsed with its contract
 * schema; every failure an ApiError. A 401 also tells the session that it expired (spec §8).
 */
export async function apiSend<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S | LazySchema<S>,
  opts: RequestOptions = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    // Spec §7: the Platform API is told which app and version call it.
    ...(opts.api === 'platform'
      ? { [APP_NAME_HEADER]: __APP_NAME__, [APP_VERSION_HEADER]: __APP_VERSION__ }
      : {}),
    ...opts.headers,
  }
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  const token = csrfToken()
  if (method !== 'GET' && token) headers[CSRF_HEADER] = token
  const signals = [opts.signal, isServer ? AbortSignal.timeout(SSR_FETCH_TIMEOUT_MS) : undefined].filter(
    (s): s is AbortSignal => s !== undefined,
  )
  const url = buildUrl(apiBaseUrl(opts.api ?? 'sportsbook'), path, opts.query)
  // Just after live data, past the web server's read cache (same origin only: the header would
  // cost a cross-origin API a preflight, and no such cache stands there).
  if (!isServer && method === 'GET' && url.startsWith('/') && wantsFreshRead())
    headers['cache-control'] = 'no-cache'
  const request = { method, data: redactRequest(opts.body) }
  let res: Response
  try {
    res = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      // Catalog answers carry a short public max-age for CDNs; the page itself always revalidates
      // (a cheap 304 by ETag) so a resync after missed publications never reads a stale copy (the web
      // server's own read cache may answer one up to 250 ms old, ADR 041).
      cache: isServer || method !== 'GET' ? undefined : 'no-cache',
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    })
  } catch (cause) {
    if (opts.signal?.aborted) throw cause
    throw new ApiError(0, 'network_error', `${method} ${path} failed: ${String(cause)}`, { request })
  }
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => undefined)
  const response = { url: res.url || url, status: res.status, data: body }
  if (!res.ok)
    throw await failure(res, body, `${method} ${path}`, opts.expectUnauthorized === true, {
      request,
      response,
    })
  const resolved = resolveSchema(schema)
  const parsed = (resolved instanceof Promise ? await resolved : resolved).safeParse(body)
  if (!parsed.success)
    throw new ApiError(res.status, 'invalid_response', `${path}: ${parsed.error.message}`, {
      request,
      response,
    })
  return parsed.data
}

async function failure(
  res: Response,
  body: unknown,
  what: string,
  expectUnauthorized: boolean,
  report: Pick<ErrorExtra, 'request' | 'response'>,
) {
  const parsed = (loadedContract() ?? (await loadContract())).ErrorBody.safeParse(body)
  const error = parsed.success ? parsed.data.error : undefined
  const code = error?.code ?? FALLBACK_CODE[res.status] ?? 'internal_error'
  if (res.status === 401 && code === 'unauthorized' && !expectUnauthorized) notifyUnauthorized()
  // Retry-After in seconds (the API never sends the HTTP-date form).
  const retryAfterS = Number(res.headers.get('retry-after') ?? Number.NaN)
  return new ApiError(res.status, code, error?.message ?? `${what}: HTTP ${res.status}`, {
    ...(error?.issues ? { issues: error.issues } : {}),
    ...(error?.localized_message ? { localizedMessage: error.localized_message } : {}),
    ...(Number.isFinite(retryAfterS) && retryAfterS > 0 ? { retryAfterS } : {}),
    body,
    ...report,
  })
}

/** The code of an answer without the catalogue's error body (a proxy's page, an empty body). */
const FALLBACK_CODE: Partial<Record<number, ErrorCode>> = { 401: 'unauthorized', 404: 'not_found' }

/**
 * GET a public resource (catalogue, brand, content): apiSend without the session event, as these
 * reads never belong to a session (a 401 here is not an expired one).
 */
export const apiGet = <S extends z.ZodType>(
  path: string,
  schema: S | LazySchema<S>,
  opts: Pick<RequestOptions, 'query' | 'signal' | 'api'> = {},
): Promise<z.output<S>> => apiSend('GET', path, schema, { ...opts, expectUnauthorized: true })

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404
export const isUnauthorized = (e: unknown): boolean => e instanceof ApiError && e.status === 401
