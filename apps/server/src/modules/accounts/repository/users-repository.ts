// SQL of the players' rows: reading by login and id, row locks, and every write of a user row.
import { asc, eq, sql } from 'drizzle-orm'
import { municipalities, users } from '../../../db/schema/index.ts'
import type { Executor, Tx } from '../../../db/client.ts'
import { loginColumn } from '../login-column.ts'

export type UserRow = typeof users.$inferSelect

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

/** Any columns of a user row. */
export type UserUpdate = Partial<typeof users.$inferInsert>

/** Sets columns of the user row. */
export async function setUserFields(db: Executor, id: number, set: UserUpdate): Promise<void> {
  await db.update(users).set(set).where(eq(users.id, id))
}

/** Sets columns of the user row and returns the row after. */
export async function updateUserReturning(
  db: Executor,
  id: number,
  set: UserUpdate,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(set).where(eq(users.id, id)).returning()
  return row
}

/** The user row, locked until the transaction ends: writes about this player queue up here. */
export async function lockUser(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update')
  return row
}

/** Inserts a user; returns its id. */
export async function insertUser(db: Executor, row: typeof users.$inferInsert): Promise<number> {
  const [user] = await db.insert(users).values(row).returning({ id: users.id })
  return user!.id
}

/** Inserts a user unless the email or phone is taken; returns its id, or undefined when taken. */
export async function insertUserIfNew(
  db: Executor,
  row: typeof users.$inferInsert,
): Promise<number | undefined> {
  const [user] = await db.insert(users).values(row).onConflictDoNothing().returning({ id: users.id })
  return user?.id
}

/** Adds comp points to a player in the caller's transaction (the settlement of a bet). */
/** Adds comp points to players, their rows locked in id order first (two batches never deadlock). */
export async function addCompPoints(tx: Tx, rows: readonly { id: number; points: number }[]): Promise<void> {
  const ids = sql.param(rows.map((r) => r.id))
  await tx.execute(sql`select id from users where id = any(${ids}::int[]) order by id for no key update`)
  await tx.execute(sql`update users u set comp_points = u.comp_points + x.points
    from unnest(${ids}::int[], ${sql.param(rows.map((r) => r.points))}::int[]) as x(id, points)
    where u.id = x.id`)
}
