// The fast path of executePrepared reuses a statement's text and collects only its parameters: they
// must be exactly the ones drizzle's full build gives, in the same order, for the placement statements.
import { sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { users } from './schema/index.ts'
import { collectParams } from './prepared.ts'

const dialect = new PgDialect()
const same = (s: SQL) => expect(collectParams(s)).toEqual(dialect.sqlToQuery(s).params)
const at = new Date('2026-11-21T10:00:00Z')

describe('collectParams', () => {
  it('gives drizzle its parameters for plain values, dates, nulls and array parameters', () => {
    same(sql`select ${1}::int, ${'a'}, ${null}, ${true}, ${at}, ${sql.param([1, 2, 3])}::int[]`)
  })

  it('walks nested statements and lists in order', () => {
    const inner = sql`x = ${7} and y = ${sql`${'deep'}`}`
    same(sql`with a as (${inner}) select ${[4, 5, 6]} from a where z = ${8}`)
  })

  it('refuses what only the full build handles (columns, tables), so the caller falls back', () => {
    expect(collectParams(sql`select ${users.id} from ${users}`)).toBeNull()
    expect(collectParams(sql`select ${sql.placeholder('p')}`)).toBeNull()
  })
})
