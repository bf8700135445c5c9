// One row of the table: a check has an id, says what it verifies, and runs against the kit's context.
import type { Context } from './context.ts'
import { CheckFailure, CheckSkipped } from './failure.ts'

export type Outcome = 'pass' | 'fail' | 'skip'

export interface Row {
  id: string
  what: string
  outcome: Outcome
  detail: string
  ms: number
}

export interface Check {
  id: string
  what: string
  /** Time this check may take beyond the per-check limit (the events' triggers and window). */
  extraMs?: number
  /** Resolves with a short detail for the table (what was seen); throws CheckFailure or CheckSkipped. */
  run(ctx: Context): Promise<string>
}

/** Runs checks one after another (later ones reuse what earlier ones learnt, e.g. the session). */
export async function runChecks(checks: readonly Check[], ctx: Context, timeoutMs: number): Promise<Row[]> {
  const rows: Row[] = []
  for (const check of checks) {
    const started = Date.now()
    let outcome: Outcome = 'pass'
    let detail: string
    try {
      detail = await withTimeout(check.run(ctx), timeoutMs + (check.extraMs ?? 0))
    } catch (e) {
      outcome = e instanceof CheckSkipped ? 'skip' : 'fail'
      detail = e instanceof CheckFailure || e instanceof CheckSkipped ? e.message : `error: ${String(e)}`
    }
    rows.push({ id: check.id, what: check.what, outcome, detail, ms: Date.now() - started })
  }
  return rows
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckFailure(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer))
}
