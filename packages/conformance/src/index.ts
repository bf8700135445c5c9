// @sportsbook/conformance: the checks in table order, and one call that runs them all.
import { runChecks, type Check, type Row } from './check.ts'
import { catalogChecks } from './checks/catalog.ts'
import { errorChecks } from './checks/errors.ts'
import { betsPaging, pagingChecks } from './checks/paging.ts'
import { placementCheck } from './checks/placement.ts'
import { platformChecks } from './checks/platform.ts'
import { realtimeChecks } from './checks/realtime.ts'
import { Context } from './context.ts'
import type { Options } from './options.ts'

export type { Check, Outcome, Row } from './check.ts'
export { parseOptions, type Options } from './options.ts'
export { formatTable, summary } from './table.ts'

/** Every check, in the order they run (placement before bets paging: then there is a bet to page). */
export const CHECKS: readonly Check[] = [
  ...catalogChecks,
  ...pagingChecks,
  ...errorChecks,
  ...platformChecks,
  placementCheck,
  betsPaging,
  ...realtimeChecks,
]

export async function runConformance(opts: Options, checks: readonly Check[] = CHECKS): Promise<Row[]> {
  const ctx = new Context(opts)
  try {
    return await runChecks(checks, ctx, opts.timeoutMs)
  } finally {
    ctx.close()
  }
}
