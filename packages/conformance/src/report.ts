// The machine-readable report: one entry per spec §7 call (its row's result and detail), every row
// of the run, and the summary lines the table ends with.
import type { Row } from './check.ts'
import { callId } from './calls/call.ts'
import { CALLS } from './calls/table.ts'
import { summary } from './table.ts'

export interface CallReport {
  call: string
  api: 'platform' | 'sportsbook'
  schema: string
  result: Row['outcome']
  detail: string
  ms: number
}

export interface Report {
  calls: CallReport[]
  rows: Row[]
  /** "71 of 71 spec §7 calls: 70 pass, 0 fail, 1 skipped" */
  coverage: string
  summary: string
}

export function report(rows: readonly Row[]): Report {
  const calls = CALLS.flatMap((c): CallReport[] => {
    const row = rows.find((r) => r.id === callId(c))
    return row
      ? [{ call: row.id, api: c.api, schema: c.shape, result: row.outcome, detail: row.detail, ms: row.ms }]
      : []
  })
  return { calls, rows: [...rows], coverage: coverage(calls), summary: summary(rows) }
}

export function coverage(calls: readonly CallReport[]): string {
  const n = (o: Row['outcome']) => calls.filter((c) => c.result === o).length
  return `${calls.length} of ${CALLS.length} spec §7 calls checked: ${n('pass')} pass, ${n('fail')} fail, ${n('skip')} skipped`
}
