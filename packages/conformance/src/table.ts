// The report: an aligned table (id, result, what, detail), then one summary line.
import type { Row } from './check.ts'

const MARK = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' } as const
/** Details longer than this are cut in the table (--json keeps them whole). */
const MAX_DETAIL = 160

export function summary(rows: readonly Row[]): string {
  const n = (o: Row['outcome']) => rows.filter((r) => r.outcome === o).length
  const failed = rows.filter((r) => r.outcome === 'fail').map((r) => r.id)
  const verdict = failed.length ? `NOT CONFORMANT: ${failed.join(', ')}` : 'conformant'
  return `${n('pass')} passed, ${n('fail')} failed, ${n('skip')} skipped: ${verdict}`
}

export function formatTable(rows: readonly Row[]): string {
  const header = { id: 'check', result: 'result', what: 'what', detail: 'detail' }
  const lines = rows.map((r) => ({ id: r.id, result: MARK[r.outcome], what: r.what, detail: cut(r.detail) }))
  const width = (k: 'id' | 'result' | 'what') => Math.max(header[k].length, ...lines.map((l) => l[k].length))
  const w = { id: width('id'), result: width('result'), what: width('what') }
  const line = (l: typeof header) =>
    `${l.id.padEnd(w.id)}  ${l.result.padEnd(w.result)}  ${l.what.padEnd(w.what)}  ${l.detail}`.trimEnd()
  const rule = `${'-'.repeat(w.id)}  ${'-'.repeat(w.result)}  ${'-'.repeat(w.what)}  ${'-'.repeat(6)}`
  return [line(header), rule, ...lines.map(line), '', summary(rows)].join('\n')
}

function cut(s: string): string {
  const one = s.replace(/\s+/g, ' ')
  return one.length > MAX_DETAIL ? `${one.slice(0, MAX_DETAIL - 1)}…` : one
}
