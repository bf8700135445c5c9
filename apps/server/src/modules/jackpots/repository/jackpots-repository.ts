// SQL of `jackpots` and `jackpot_levels`: the configuration placement reads, the pools lists show,
// and the demo rows seed-demo.ts upserts.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'

export type LevelRow = {
  id: number
  code: string
  name: string
  position: number
  seed: number
  drop_at: number
  rate_bp: number
  pool: number
}

export type JackpotRow = {
  id: number
  key: string
  name: string
  currency: string
  min_odds_scaled: number
  min_stake: number
  active: boolean
  /** Paid in hits so far. */
  hits_amount: number
  /**
   * Levels by position; each pool includes the shares of open bets and of settled bets not counted
   * yet (a cashed-out bet's are gone), shown at most at the must-drop amount it drops at.
   */
  levels: LevelRow[]
}

const SELECT = sql`select j.id, j.key, j.name, j.currency, j.min_odds_scaled, j.min_stake::float8 as min_stake,
    j.active,
    (select coalesce(sum(h.amount), 0)::float8 from jackpot_hits h where h.jackpot_id = j.id) as hits_amount,
    coalesce((select json_agg(json_build_object('id', l.id, 'code', l.code, 'name', l.name,
        'position', l.position, 'seed', l.seed, 'drop_at', l.drop_at, 'rate_bp', l.rate_bp,
        'pool', least(l.drop_at, l.pool + coalesce((select sum(c.amount) from jackpot_contributions c
          where c.level_id = l.id and not c.counted and c.state <> 'withdrawn'), 0))) order by l.position)
      from jackpot_levels l where l.jackpot_id = j.id), '[]'::json) as levels
  from jackpots j`

/** Active jackpots (of one currency when given), oldest first, with their pools as of now. */
export async function selectJackpots(db: Executor, opts: { currency?: string; ids?: number[] } = {}) {
  const parts = [sql`j.active`]
  if (opts.currency) parts.push(sql`j.currency = ${opts.currency}`)
  if (opts.ids) parts.push(sql`j.id = any(${sql.param(opts.ids)}::int[])`)
  const { rows } = await db.execute<JackpotRow>(
    sql`${SELECT} where ${sql.join(parts, sql` and `)} order by j.id`,
  )
  return rows
}

export async function selectJackpot(db: Executor, id: number): Promise<JackpotRow | undefined> {
  const { rows } = await db.execute<JackpotRow>(sql`${SELECT} where j.id = ${id}`)
  return rows[0]
}

/** What placement needs of every active jackpot: the rule and each level's share (no pools). */
export async function selectRules(db: Executor) {
  const { rows } = await db.execute<{
    id: number
    currency: string
    min_odds_scaled: number
    min_stake: number
    levels: { id: number; rate_bp: number }[]
  }>(sql`select j.id, j.currency, j.min_odds_scaled, j.min_stake::float8 as min_stake,
      coalesce((select json_agg(json_build_object('id', l.id, 'rate_bp', l.rate_bp) order by l.position)
        from jackpot_levels l where l.jackpot_id = j.id), '[]'::json) as levels
    from jackpots j where j.active order by j.id`)
  return rows
}

/**
 * Locks every level (in id order, so two draws queue instead of deadlocking); returns them. `no key
 * update`: placements inserting contributions (a foreign key share lock) never wait on a draw.
 */
export async function lockLevels(db: Executor) {
  const { rows } = await db.execute<{
    id: number
    jackpot_id: number
    currency: string
    seed: number
    drop_at: number
    pool: number
  }>(sql`select l.id, l.jackpot_id, j.currency, l.seed::float8 as seed, l.drop_at::float8 as drop_at,
      l.pool::float8 as pool
    from jackpot_levels l join jackpots j on j.id = l.jackpot_id order by l.id for no key update of l`)
  return rows
}

export async function updatePools(db: Executor, pools: readonly { id: number; pool: number }[]) {
  if (pools.length === 0) return
  await db.execute(sql`update jackpot_levels l set pool = x.pool
    from unnest(${sql.param(pools.map((p) => p.id))}::int[], ${sql.param(pools.map((p) => p.pool))}::bigint[])
      as x(id, pool)
    where l.id = x.id`)
}

export interface JackpotSeed {
  key: string
  name: string
  currency: string
  min_odds_scaled: number
  min_stake: number
  levels: { code: string; name: string; seed: number; drop_at: number; rate_bp: number }[]
}

/** Inserts a jackpot and its levels unless its key exists (pools start at the seed). */
export async function upsertJackpot(db: Executor, j: JackpotSeed, now: Date): Promise<number> {
  await db.execute(sql`insert into jackpots (key, name, currency, min_odds_scaled, min_stake, created_at)
    values (${j.key}, ${j.name}, ${j.currency}, ${j.min_odds_scaled}, ${j.min_stake}, ${now})
    on conflict (key) do nothing`)
  const { rows } = await db.execute<{ id: number }>(sql`select id from jackpots where key = ${j.key}`)
  const id = rows[0]!.id
  for (const [position, l] of j.levels.entries()) {
    await db.execute(sql`insert into jackpot_levels (jackpot_id, code, name, position, seed, drop_at, rate_bp, pool)
      values (${id}, ${l.code}, ${l.name}, ${position}, ${l.seed}, ${l.drop_at}, ${l.rate_bp}, ${l.seed})
      on conflict (jackpot_id, code) do nothing`)
  }
  return id
}
