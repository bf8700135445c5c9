// The call table covers spec §7: every call of every §7 line has its row (on the API the line is
// of), no row is of a call §7 does not make, and each row's path is one its line names.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { callId } from './call.ts'
import { SPEC_SECTION_7, specCalls } from './spec-calls.ts'
import { CALLS } from './table.ts'

/** The words of a path, parameters as `{}`: "/bonuses/{kind}/{id}/terms" → ["bonuses", "{}", "{}", "terms"]. */
const words = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? '{}' : w))

describe('the call table against spec §7', () => {
  it('has one row per call of §7, and none besides', () => {
    const table = CALLS.map(callId)
    expect(new Set(table).size, 'a call twice in the table').toBe(table.length)
    expect([...table].sort()).toEqual([...specCalls()].sort())
    expect(table.length).toBe(71)
  })

  it('takes each row from its §7 line: the same API, every literal word of its path in the line', () => {
    for (const line of SPEC_SECTION_7) {
      for (const id of line.calls) {
        const call = CALLS.find((c) => callId(c) === id)!
        expect(call.api, id).toBe(line.api)
        expect(line.line, id).toMatch(new RegExp(`\\b${call.method}\\b`))
        for (const w of words(call.path).filter((w) => w !== '{}'))
          expect(line.line.replace('{virtual wallet}', 'virtual-wallet'), `${id}: "${w}"`).toContain(w)
      }
    }
  })

  it('names, for every row, the contract schema of its answer and who may call it', () => {
    for (const c of CALLS) {
      expect(c.shape, callId(c)).toMatch(/\S/)
      expect(['visitor', 'player', 'either']).toContain(c.auth)
      if (c.schema) expect(typeof c.schema.safeParse, callId(c)).toBe('function')
    }
  })

  it('is the table the kit README shows, row for row', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    const rows = readme.split('\n').filter((l) => /^\| `(GET|POST|PATCH|DELETE) /.test(l))
    expect(rows.map((l) => l.split('`')[1])).toEqual(CALLS.map(callId))
    for (const c of CALLS) {
      const row = rows.find((l) => l.startsWith(`| \`${callId(c)}\``))!
      expect(row, callId(c)).toContain(`| ${c.api} `)
      expect(row, callId(c)).toContain(`| ${c.auth} `)
      expect(row, callId(c)).toContain(c.shape)
    }
  })
})
