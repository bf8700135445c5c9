// @sportsbook/conformance: the checks in run order, and one call that runs them all.
import { runChecks, type Check, type Row } from './check.ts'
import { callCheck, callId } from './calls/call.ts'
import { bonusCalls } from './calls/bonus-calls.ts'
import { CALLS } from './calls/table.ts'
import { catalogChecks } from './checks/catalog.ts'
import { errorChecks } from './checks/errors.ts'
import { channelChecks, eventChecks } from './checks/events.ts'
import { betsPaging, pagingChecks } from './checks/paging.ts'
import { platformChecks } from './checks/platform.ts'
import { realtimeChecks } from './checks/realtime.ts'
import { Context } from './context.ts'
import type { Options } from './options.ts'

export type { Check, Outcome, Row } from './check.ts'
export { CALLS, describeCalls } from './calls/table.ts'
export { parseOptions, type Options } from './options.ts'
export { formatTable, summary } from './table.ts'

/** Runs after the events are heard (sign-out ends a session; bonus calls after the freebet issued). */
const LATE = new Set([...bonusCalls.map(callId), 'DELETE /users/sign_out'])

/** One check per call of the table: its row id is the call ("GET /matches/{id}"). */
export const CALL_CHECKS: readonly Check[] = CALLS.map(callCheck)

/**
 * Every check, in the order they run: the behaviour checks, the realtime subscriptions (heard from
 * then on), the calls (POST /bets places the bet the later ones page and cash out), the events, then
 * the late calls.
 */
export const CHECKS: readonly Check[] = [
  ...catalogChecks,
  ...pagingChecks,
  ...errorChecks,
  ...platformChecks,
  ...channelChecks,
  ...CALL_CHECKS.filter((c) => !LATE.has(c.id)),
  betsPaging,
  ...realtimeChecks,
  ...eventChecks,
  ...CALL_CHECKS.filter((c) => LATE.has(c.id)),
]

export async function runConformance(opts: Options, checks: readonly Check[] = CHECKS): Promise<Row[]> {
  const ctx = new Context(opts)
  try {
    return await runChecks(checks, ctx, opts.timeoutMs)
  } finally {
    ctx.close()
  }
}
