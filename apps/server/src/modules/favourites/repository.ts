// Every SQL statement of favourites: the player's stars, and the match filter the catalog joins.
import { sql, type SQL } from 'drizzle-orm'
import type { FavouriteType } from '@sportsbook/contract'
import type { Executor } from '../../db/client.ts'

/** The catalog table behind each favourite type. */
const TARGET: Record<FavouriteType, SQL> = {
  matches: sql`matches`,
  leagues: sql`tournaments`,
  sports: sql`sports`,
}

export async function selectFavourites(
  db: Executor,
  userId: number,
  type?: FavouriteType,
): Promise<{ type: FavouriteType; entity_id: number }[]> {
  const { rows } = await db.execute<{ type: FavouriteType; entity_id: number }>(sql`
    select type, entity_id from favourites
    where user_id = ${userId} ${type ? sql`and type = ${type}` : sql``}
    order by created_at desc, entity_id desc`)
  return rows
}

export type AddOutcome = 'added' | 'present' | 'missing' | 'full'

/**
 * Stars an entity in one statement: nothing happens when the entity does not exist, when the star
 * is already there (idempotent, safe under races: the primary key and `on conflict`), or when the
 * player already keeps `max` of this type.
 */
export async function insertFavourite(
  db: Executor,
  f: { userId: number; type: FavouriteType; id: number; max: number; now: Date },
): Promise<AddOutcome> {
  const { rows } = await db.execute<{ exists: boolean; present: boolean; full: boolean; added: boolean }>(sql`
    with target as (select id from ${TARGET[f.type]} where id = ${f.id}),
      mine as (select entity_id from favourites where user_id = ${f.userId} and type = ${f.type}),
      ins as (
        insert into favourites (user_id, type, entity_id, created_at)
        select ${f.userId}, ${f.type}, id, ${f.now} from target
        where (select count(*) from mine) < ${f.max}
        on conflict do nothing
        returning 1)
    select exists(select 1 from target) as exists,
      exists(select 1 from mine where entity_id = ${f.id}) as present,
      (select count(*) from mine) >= ${f.max} as full,
      exists(select 1 from ins) as added`)
  const r = rows[0]
  if (!r?.exists) return 'missing'
  if (r.added || r.present) return r.added ? 'added' : 'present'
  // Lost a race with a parallel add of the same star: it is there now.
  return r.full ? 'full' : 'present'
}

/** Removes a star; removing one that is not there is not an error. */
export async function deleteFavourite(
  db: Executor,
  f: { userId: number; type: FavouriteType; id: number },
): Promise<void> {
  await db.execute(sql`
    delete from favourites where user_id = ${f.userId} and type = ${f.type} and entity_id = ${f.id}`)
}

/**
 * The catalog's `favourite=true` condition on `m` (matches): the player's starred matches and the
 * matches of their starred leagues.
 */
export function favouriteMatchCondition(userId: number): SQL {
  return sql`(m.id in (select entity_id from favourites where user_id = ${userId} and type = 'matches')
    or m.tournament_id in (select entity_id from favourites where user_id = ${userId} and type = 'leagues'))`
}
