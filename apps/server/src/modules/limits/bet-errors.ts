// A limit's refusal of a placement as the per-bet errors of POST /bets.
import type { BetError } from '@sportsbook/contract'
import { ApiError } from '../../lib/api-error.ts'

/** errors_by_bet for a refusal by a limit or an exclusion; null for any other error. */
export function limitBetErrors(err: unknown, betIndexes: readonly number[]): BetError[] | null {
  if (!(err instanceof ApiError) || (err.limit === undefined && err.code !== 'self_excluded')) return null
  const at = 'betIndex' in err && typeof err.betIndex === 'number' ? err.betIndex : 0
  const index = betIndexes[at] ?? 0
  return [
    {
      index,
      error_code: err.code,
      message: err.message,
      localized_message: err.message,
      ...(err.limit ? { limit: err.limit } : {}),
    },
  ]
}
