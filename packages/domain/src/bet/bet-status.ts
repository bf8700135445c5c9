/** Server bet statuses of spec §4. */
export const BET_STATUSES = [
  'cashed_out',
  'withdrawn',
  'waiting_results',
  'ready_to_process',
  'done',
  'cancelled',
  'cashout_in_progress',
  'submitted',
  'rejected',
] as const
export type BetStatus = (typeof BET_STATUSES)[number]

/** Submitted, rejected and cancelled are treated as a group (spec §4). */
export const UNACCEPTED_BET_STATUSES: readonly BetStatus[] = ['submitted', 'rejected', 'cancelled']
export const isUnacceptedStatus = (status: string): boolean =>
  (UNACCEPTED_BET_STATUSES as readonly string[]).includes(status)

/** Bet result values of spec §3. */
export const BET_RESULTS = [
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'cashed_out',
] as const
export type BetResult = (typeof BET_RESULTS)[number]

/** The result filters of the bet list (spec §3: all/win/lose/refund). */
export type ResultFilter = 'all' | 'win' | 'lose' | 'refund'

const RESULT_GROUP: Record<BetResult, Exclude<ResultFilter, 'all'> | undefined> = {
  no_results: undefined,
  canceled: 'refund',
  win_entire: 'win',
  lose_entire: 'lose',
  refund_entire: 'refund',
  refund_half_win_other: 'win',
  refund_half_lose_other: 'lose',
  cashed_out: 'win',
}

/** The result filter group of a result; no_results belongs to none but "all". */
export const resultGroup = (result: BetResult): Exclude<ResultFilter, 'all'> | undefined =>
  RESULT_GROUP[result]

/** Whether a bet with this result shows under the filter. */
export const matchesResultFilter = (result: BetResult, filter: ResultFilter): boolean =>
  filter === 'all' || RESULT_GROUP[result] === filter

/** A bet list filter (spec §3: all/open/settled); open bets have no result yet. */
export const isSettled = (result: BetResult): boolean => result !== 'no_results'

/** A VIP bet that becomes rejected is removed from the list (spec §4). */
export const removeOnUpdate = (bet: { readonly isVip: boolean; readonly status: string }): boolean =>
  bet.isVip && bet.status === 'rejected'
