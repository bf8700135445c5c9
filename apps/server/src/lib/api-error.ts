import { ERRORS, type ErrorCode, type LimitRefusal } from '@sportsbook/contract'

/** An error whose code is in the catalogue (spec §8); the error handler answers it as is. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly statusCode: number
  /** A refusal by a player limit (modules/limits): which one and what it leaves. */
  limit?: LimitRefusal

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Seconds until a retry can succeed: sent as Retry-After (429, 503). */
    readonly retryAfterS?: number,
  ) {
    super(message)
    this.statusCode = ERRORS[code].status
  }
}

export const notFound = (what: string) => new ApiError('not_found', `${what} not found`)
