import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestDb } from './helpers/test-db.ts'

describe('test database', () => {
  it('is a migrated PostgreSQL database of its own', async () => {
    const { db } = await createTestDb()
    const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from sports`)
    expect(res.rows[0]?.n).toBe(0)
  })
})
