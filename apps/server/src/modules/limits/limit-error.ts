// A refusal by a player limit: a catalogue error that also carries which limit and what it leaves.
import type { ErrorCode, LimitRefusal } from '@sportsbook/contract'
import { formatMajor } from './format.ts'
import { ApiError } from '../../lib/api-error.ts'

const CODE: Record<string, ErrorCode> = {
  bet: 'bet_limit_exceeded',
  wager: 'wager_limit_exceeded',
  loss: 'loss_limit_exceeded',
  deposit: 'deposit_limit_exceeded',
}

const WINDOW = { day: 'daily', week: 'weekly', month: 'monthly' } as const

export class LimitError extends ApiError {
  constructor(
    limit: LimitRefusal,
    /** The bet the refusal is about, for errors_by_bet. */
    readonly betIndex = 0,
  ) {
    const window = limit.interval ? `${WINDOW[limit.interval]} ` : ''
    const left = formatMajor(limit.remaining)
    super(CODE[limit.type] ?? 'bet_limit_exceeded', `Your ${window}${limit.type} limit leaves ${left}`)
    this.limit = limit
  }
}
