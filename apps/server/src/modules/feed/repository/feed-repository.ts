// Every SQL statement of the feed. Batched writes: multi-row inserts in chunks, and per-tick updates
// through jsonb_to_recordset (one statement per table per tick, only changed rows).
import { matchMarketKey, MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Executor as Exec, Tx } from '../../../db/client.ts'
import { schema } from '../../../db/client.ts'
import type { MarketRow } from '../../pricing/index.ts'
import type { League } from '../world.ts'

export interface LeagueIds {
  sportId: number
  categoryId: number
  tournamentId: number
}

/** Inserts sports, categories and tournaments if missing; returns ids by tournament urn. */
export async function ensureCatalog(db: Exec, world: League[]): Promise<Map<string, LeagueIds>> {
  const sports = [...new Map(world.map((l) => [l.sport.key, l.sport])).values()]
  await db
    .insert(schema.sports)
    .values(
      sports.map((s) => ({
        urnId: s.urnId,
        key: s.key,
        name: s.name,
        priority: s.priority,
        type: s.type,
        provider: s.provider,
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(schema.providers)
    .values([{ key: 'betradar' }, { key: 'oddin' }])
    .onConflictDoNothing()
  const sportIds = new Map((await db.select().from(schema.sports)).map((s) => [s.key, s.id]))
  const cats = new Map<
    string,
    { sportId: number; slug: string; name: string; priority: number; countryCode: string | null }
  >()
  for (const l of world) {
    const sportId = sportIds.get(l.sport.key) ?? 0
    const idx = l.sport.categories.indexOf(l.category)
    cats.set(`${sportId}:${l.categorySlug}`, {
      sportId,
      slug: l.categorySlug,
      name: l.category.name,
      priority: 100 - idx,
      countryCode: l.category.countryCode,
    })
  }
  await db
    .insert(schema.categories)
    .values([...cats.values()])
    .onConflictDoNothing()
  const catIds = new Map(
    (await db.select().from(schema.categories)).map((c) => [`${c.sportId}:${c.slug}`, c.id]),
  )
  await db
    .insert(schema.tournaments)
    .values(
      world.map((l) => {
        const sportId = sportIds.get(l.sport.key) ?? 0
        return {
          urnId: l.urnId,
          sportId,
          categoryId: catIds.get(`${sportId}:${l.categorySlug}`) ?? 0,
          slug: l.slug,
          name: l.def.name,
          priority: l.priority,
          kind: 'season' as const,
          isTop: l.def.top ?? false,
          mainMarketOutcomesCount: l.sport.outcomes[0],
          secondaryMarketOutcomesCount: l.sport.outcomes[1],
        }
      }),
    )
    .onConflictDoNothing()
  const out = new Map<string, LeagueIds>()
  for (const t of await db.select().from(schema.tournaments))
    out.set(t.urnId, { sportId: t.sportId, categoryId: t.categoryId, tournamentId: t.id })
  return out
}

export async function reserveIds(db: Exec, n: number): Promise<number[]> {
  if (n === 0) return []
  const res = await db.execute<{ id: number }>(
    sql`select nextval('matches_id_seq')::int as id from generate_series(1, ${n})`,
  )
  return res.rows.map((r) => Number(r.id))
}

const chunks = <T>(items: T[], size: number): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

export type MatchInsert = typeof schema.matches.$inferInsert

export async function insertMatches(db: Exec, rows: MatchInsert[]): Promise<void> {
  for (const c of chunks(rows, 200)) await db.insert(schema.matches).values(c)
}

/** Upserts market rows (new lines, price changes, suspensions, settlements). */
export async function upsertMarkets(
  db: Exec,
  all: { matchId: number; row: MarketRow }[],
  now: Date,
): Promise<void> {
  // One statement may not touch a row twice: the last version of a market wins.
  const byKey = new Map(all.map((r) => [matchMarketKey(r.matchId, r.row.marketId, r.row.specifier), r]))
  const rows = [...byKey.values()]
  for (const c of chunks(rows, 2000)) {
    const payload = JSON.stringify(
      c.map(({ matchId, row }) => ({
        match_id: matchId,
        market_id: row.marketId,
        specifier: row.specifier,
        name: row.name,
        status: row.status,
        outcomes: row.outcomes,
        groups: row.groups,
        custom_bet_groups: row.customBetGroups,
        priority: row.priority,
        most_balanced: row.mostBalanced,
        result: row.result,
        suspend_reason: row.status === MARKET_STATUS.SUSPENDED ? (row.suspendReason ?? null) : null,
      })),
    )
    await db.execute(sql`
      insert into markets (match_id, market_id, specifier, name, status, outcomes, groups, custom_bet_groups, priority, most_balanced, result, suspend_reason, updated_at)
      select match_id, market_id, specifier, name, status, outcomes, groups, custom_bet_groups, priority, most_balanced, nullif(result, 'null'::jsonb), suspend_reason, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${payload}::jsonb) as x(match_id int, market_id int, specifier text, name text, status smallint,
        outcomes jsonb, groups text[], custom_bet_groups text[], priority int, most_balanced boolean, result jsonb, suspend_reason text)
      on conflict (match_id, market_id, specifier) do update set
        name = excluded.name, status = excluded.status, outcomes = excluded.outcomes, groups = excluded.groups,
        custom_bet_groups = excluded.custom_bet_groups, suspend_reason = excluded.suspend_reason,
        priority = excluded.priority, most_balanced = excluded.most_balanced, result = excluded.result,
        updated_at = excluded.updated_at`)
  }
}

export interface MatchUpdate {
  id: number
  /** Kick-off (ms): the schedule's, or now when a development command kicked it off early. */
  startTime: number
  status: number
  stage: string | null
  statistics: unknown
  model: unknown
  result: unknown
  secondarySpecifier: string
}

export async function updateMatches(db: Exec, rows: MatchUpdate[], now: Date): Promise<void> {
  for (const c of chunks(rows, 500)) {
    const payload = JSON.stringify(
      c.map((r) => ({
        id: r.id,
        start: new Date(r.startTime).toISOString(),
        status: r.status,
        stage: r.stage,
        statistics: r.statistics,
        model: r.model,
        result: r.result,
        sec: r.secondarySpecifier,
      })),
    )
    await db.execute(sql`
      update matches m set start_time = x.start, status = x.status, stage = x.stage, statistics = nullif(x.statistics, 'null'::jsonb), model = x.model,
        result = nullif(x.result, 'null'::jsonb), secondary_market_specifier = x.sec, updated_at = ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${payload}::jsonb) as x(id int, start timestamptz, status smallint, stage text, statistics jsonb, model jsonb, result jsonb, sec text)
      where m.id = x.id`)
  }
}

export async function readState<T>(db: Exec, key: string): Promise<T | null> {
  const [row] = await db.select().from(schema.feedState).where(eq(schema.feedState.key, key))
  return row ? (row.value as T) : null
}

export async function writeState(db: Exec, key: string, value: unknown): Promise<void> {
  await db
    .insert(schema.feedState)
    .values({ key, value })
    .onConflictDoUpdate({ target: schema.feedState.key, set: { value } })
}

export type MatchDbRow = typeof schema.matches.$inferSelect

/** The open (not started or live) matches, with their sport's key: the engine's live cache. */
export async function selectOpenMatches(db: Exec) {
  return db
    .select({ m: schema.matches, key: schema.sports.key })
    .from(schema.matches)
    .innerJoin(schema.sports, eq(schema.sports.id, schema.matches.sportId))
    .where(
      and(
        eq(schema.matches.type, 'match'),
        inArray(schema.matches.status, [MATCH_STATUS.PREMATCH, MATCH_STATUS.LIVE]),
      ),
    )
}

/** Deletes matches that ended before `before` (their markets cascade). */
export async function deleteEndedMatches(tx: Tx, before: Date): Promise<void> {
  await tx
    .delete(schema.matches)
    .where(
      and(
        eq(schema.matches.status, MATCH_STATUS.FINISHED),
        lt(schema.matches.updatedAt, before),
        sql`type = 'match'`,
      ),
    )
}

export async function hasOutright(tx: Tx): Promise<boolean> {
  const existing = await tx
    .select({ id: schema.matches.id })
    .from(schema.matches)
    .where(eq(schema.matches.type, 'outright'))
    .limit(1)
  return existing.length > 0
}

/** Inserts rows in one statement (insertMatches chunks big batches). */
export async function insertMatchRows(tx: Tx, rows: MatchInsert[]): Promise<void> {
  await tx.insert(schema.matches).values(rows)
}

/** The stored statistics of the given matches (the live cache's, at start). */
export async function selectDetails(db: Exec, matchIds: number[]) {
  if (matchIds.length === 0) return []
  return db
    .select({ matchId: schema.matchDetails.matchId, detail: schema.matchDetails.detail })
    .from(schema.matchDetails)
    .where(inArray(schema.matchDetails.matchId, matchIds))
}

/** Writes the statistics that moved this tick, one statement per chunk. */
export async function upsertDetails(
  db: Exec,
  rows: { matchId: number; sportKey: string; detail: unknown }[],
  now: Date,
): Promise<void> {
  for (const c of chunks(rows, 500)) {
    await db
      .insert(schema.matchDetails)
      .values(c.map((r) => ({ matchId: r.matchId, sportKey: r.sportKey, detail: r.detail, updatedAt: now })))
      .onConflictDoUpdate({
        target: schema.matchDetails.matchId,
        set: { detail: sql`excluded.detail`, updatedAt: sql`excluded.updated_at` },
      })
  }
}
