import type { z } from 'zod'
import { ApiError, apiBaseUrl, buildUrl, type ApiName } from '~/lib/api-client.ts'
import { loadContract, loadedContract, resolveSchema, type LazySchema } from '~/lib/lazy-contract.ts'
import { CSRF_HEADER, csrfToken } from './csrf.ts'
import { notifyUnauthorized } from './session-events.ts'

export interface FieldIssue {
  readonly path: string
  readonly message: string
}

/** An API failure with the field-level issues of invalid_params (paths like `user.email`). */
export class ApiRequestError extends ApiError {
  readonly issues: readonly FieldIssue[]
  readonly localizedMessage: string | undefined
  /** The whole error body, for callers that read extra fields (errors_by_bet). */
  readonly body: unknown
  /** Seconds until a retry can succeed (the Retry-After of a 429 or 503), when the answer said. */
  readonly retryAfterS: number | undefined
  constructor(
    status: number,
    code: ApiError['code'],
    message: string,
    extra: { issues?: readonly FieldIssue[]; localizedMessage?: string; body?: unknown; retryAfterS?: number } = {},
  ) {
    super(status, code, message)
    this.name = 'ApiRequestError'
    this.issues = extra.issues ?? []
    this.localizedMessage = extra.localizedMessage
    this.body = extra.body
    this.retryAfterS = extra.retryAfterS
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

interface SendOptions {
  api?: ApiName
  body?: unknown
  query?: Record<string, string | number | undefined>
  headers?: Record<string, string>
  signal?: AbortSignal
  /** 401 means "wrong password" on sign-in, not an expired session: do not raise the session event. */
  expectUnauthorized?: boolean
}

/**
 * A browser request with the session cookie and, on writes, the CSRF header (double submit).
 * Parses the answer with its contract schema; every failure is an ApiRequestError. A 401 also
 * tells the session that it expired (spec §8 "unauthorized response: session expired").
 */
export async function apiSend<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S | LazySchema<S>,
  opts: SendOptions = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers }
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  const token = csrfToken()
  if (method !== 'GET' && token) headers[CSRF_HEADER] = token
  let res: Response
  try {
    res = await fetch(buildUrl(apiBaseUrl(opts.api ?? 'sportsbook'), path, opts.query), {
      method,
      headers,
      credentials: 'include',
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    })
  } catch (cause) {
    if (opts.signal?.aborted) throw cause
    throw new ApiRequestError(0, 'network_error', `${method} ${path} failed: ${String(cause)}`)
  }
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => undefined)
  if (!res.ok) {
    const parsed = (loadedContract() ?? (await loadContract())).ErrorBody.safeParse(body)
    const code = parsed.success
      ? parsed.data.error.code
      : res.status === 401
        ? 'unauthorized'
        : 'internal_error'
    if (res.status === 401 && code === 'unauthorized' && !opts.expectUnauthorized) notifyUnauthorized()
    const error = parsed.success ? parsed.data.error : undefined
    // Retry-After in seconds (the API never sends the HTTP-date form).
    const retryAfterS = Number(res.headers.get('retry-after') ?? Number.NaN)
    throw new ApiRequestError(res.status, code, error?.message ?? `${method} ${path}: HTTP ${res.status}`, {
      ...(error?.issues ? { issues: error.issues } : {}),
      ...(error?.localized_message ? { localizedMessage: error.localized_message } : {}),
      ...(Number.isFinite(retryAfterS) && retryAfterS > 0 ? { retryAfterS } : {}),
      body,
    })
  }
  const resolved = resolveSchema(schema)
  const parsed = (resolved instanceof Promise ? await resolved : resolved).safeParse(body)
  if (!parsed.success)
    throw new ApiRequestError(res.status, 'invalid_response', `${path}: ${parsed.error.message}`)
  return parsed.data
}

export const isUnauthorized = (e: unknown): boolean => e instanceof ApiError && e.status === 401
