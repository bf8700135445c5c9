import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { executePrepared } from '../../src/db/prepared.ts'
import { buildBetting } from './helpers.ts'

const app = await buildBetting()

it('runs statements as named prepared statements on the pool and in a transaction', async () => {
  expect(await executePrepared(app.db, 'test_prepared_v1', sql`select ${2}::int + 1 as n`)).toEqual([
    { n: 3 },
  ])
  expect(await executePrepared(app.db, 'test_prepared_v1', sql`select ${5}::int + 1 as n`)).toEqual([
    { n: 6 },
  ])
  await app.db.transaction(async (tx) => {
    expect(await executePrepared(tx, 'test_prepared_tx_v1', sql`select ${1}::int as n`)).toEqual([{ n: 1 }])
    const { rows } = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_prepared_statements where name = 'test_prepared_tx_v1'`,
    )
    expect(rows[0]?.n).toBe(1)
  })
})
