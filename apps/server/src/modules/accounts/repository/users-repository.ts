// The players' rows: reading by login and id, and the profile writes of the player resource.
import { asc, eq } from 'drizzle-orm'
import { municipalities, users } from '../../db/schema.ts'
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

export async function setLanguage(db: Executor, id: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, id))
}

export type ProfileUpdate = Partial<
  Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'municipalityCode' | 'currency'>
>

export async function updateUser(db: Executor, id: number, set: ProfileUpdate): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(set).where(eq(users.id, id)).returning()
  return row
}

export async function municipalityExists(db: Executor, code: string): Promise<boolean> {
  return (await db.select().from(municipalities).where(eq(municipalities.code, code))).length > 0
}

export function listMunicipalities(db: Executor) {
  return db.select().from(municipalities).orderBy(asc(municipalities.name))
}
