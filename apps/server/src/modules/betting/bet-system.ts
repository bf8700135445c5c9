// A stored bet's system type (ADR 013, 034): an N-of-M system from its counts, a named multiple
// (full cover) from its stored name, so settlement, cash-out and the wire read one answer.
import { parseSystemId, systemType, isFullCover, type SystemType } from '@sportsbook/domain'
import type { BetRow } from './repository/bets-repository.ts'
import { CASHOUT_ON_FULL_COVER } from './constants.ts'

type SystemColumns = Pick<BetRow, 'system_win_count' | 'system_total_count' | 'system_name'>

/** The bet's system type, undefined for singles, combos and custom bets. */
export function systemOfRow(row: SystemColumns): SystemType | undefined {
  const named = row.system_name ? parseSystemId(row.system_name) : undefined
  if (named) return named
  if (row.system_win_count === null || row.system_total_count === null) return undefined
  return systemType(row.system_win_count, row.system_total_count)
}

type SystemLines = { systemSizes?: readonly number[]; systemWinCount?: number }

/**
 * What the domain's settlement and cash-out take for the bet's lines: a named multiple's sizes, an
 * N-of-M system's win count, nothing for a one-line bet.
 */
export function systemLinesOf(row: SystemColumns): SystemLines {
  const type = systemOfRow(row)
  if (!type) return {}
  return type.sizes ? { systemSizes: type.sizes } : { systemWinCount: type.winCount }
}

/** Whether the bet may be cashed out by its kind: full-cover bets only where the operator allows it. */
export const cashoutAllowedFor = (row: SystemColumns): boolean =>
  CASHOUT_ON_FULL_COVER || !isFullCover(systemOfRow(row))
