// Reading players by login and id.
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema.ts'
import type { Executor } from '../../db/client.ts'

export type UserRow = typeof users.$inferSelect

/** A login is an email (any case) or a phone number (spaces and dashes ignored). */
export function loginColumn(login: string): { column: 'email' | 'authPhone'; value: string } {
  const v = login.trim()
  if (v.includes('@')) return { column: 'email', value: v.toLowerCase() }
  return { column: 'authPhone', value: v.replace(/[\s\-().]/g, '') }
}

export async function findByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const { column, value } = loginColumn(login)
  const [row] = await db.select().from(users).where(eq(users[column], value))
  return row
}

export async function findById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}
