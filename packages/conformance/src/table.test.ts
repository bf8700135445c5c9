import { describe, expect, it } from 'vitest'
import type { Row } from './check.ts'
import { formatTable, summary } from './table.ts'

const row = (id: string, outcome: Row['outcome'], detail = ''): Row => ({
  id,
  what: `checks ${id}`,
  outcome,
  detail,
  ms: 1,
})

describe('the report', () => {
  it('aligns every column, so a failed row reads across at a glance', () => {
    const lines = formatTable([row('a', 'pass', 'ok'), row('longer.id', 'fail', 'HTTP 500')]).split('\n')
    const starts = (l: string) => [l.indexOf('PASS'), l.indexOf('FAIL')].filter((i) => i >= 0)[0]
    expect(lines[0]).toMatch(/^check\s+result\s+what\s+detail$/)
    expect(starts(lines[2]!)).toBe(starts(lines[3]!))
    expect(lines[3]).toMatch(/^longer\.id\s+FAIL\s+checks longer\.id\s+HTTP 500$/)
  })

  it('names the failed checks in the summary line', () => {
    expect(summary([row('a', 'pass'), row('b', 'fail'), row('c', 'skip'), row('d', 'fail')])).toBe(
      '1 passed, 2 failed, 1 skipped: NOT CONFORMANT: b, d',
    )
    expect(summary([row('a', 'pass'), row('c', 'skip')])).toBe('1 passed, 0 failed, 1 skipped: conformant')
  })

  it('keeps a long detail on one line, cut with an ellipsis', () => {
    const table = formatTable([row('a', 'fail', `line one\nline two ${'x'.repeat(300)}`)])
    const line = table.split('\n')[2]!
    expect(line).toContain('line one line two')
    expect(line.endsWith('…')).toBe(true)
  })
})
