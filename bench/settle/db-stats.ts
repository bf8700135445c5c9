// Where settlement's database time goes: transaction and row counters of the database, WAL bytes, and
// with BENCH_PG_STATEMENTS=1 the statements themselves (pg_stat_statements, loaded at the API's restart
// through ALTER SYSTEM). Queries of the bench itself end with MARK (pg_stat_statements keeps trailing
// comments, not leading ones) and are left out.
import type pg from 'pg'

export const MARK = '/*settle-bench*/'

export interface Counters {
  commits: number
  rollbacks: number
  inserted: number
  updated: number
  walBytes: number
}

export async function counters(db: pg.Pool): Promise<Counters> {
  const d = await db.query(`select xact_commit::float8 as commits, xact_rollback::float8 as rollbacks,
      tup_inserted::float8 as inserted, tup_updated::float8 as updated
    from pg_stat_database where datname = current_database() ${MARK}`)
  const w = await db.query(`select wal_bytes::float8 as wal from pg_stat_wal ${MARK}`)
  const r = d.rows[0] as Omit<Counters, 'walBytes'>
  return { ...r, walBytes: Number(w.rows[0]?.wal ?? 0) }
}

/** Counters per settled bet between two snapshots (the database flushes its counters about once a second). */
export function perBet(a: Counters, b: Counters, bets: number) {
  const per = (x: number) => +(x / Math.max(bets, 1)).toFixed(2)
  return {
    commits: per(b.commits - a.commits),
    rollbacks: per(b.rollbacks - a.rollbacks),
    rows_inserted: per(b.inserted - a.inserted),
    rows_updated: per(b.updated - a.updated),
    wal_bytes: per(b.walBytes - a.walBytes),
  }
}

/** Loads pg_stat_statements at the next start of the cluster. */
export async function preloadStatements(db: pg.Pool) {
  await db.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`)
  await db.query(`alter system set pg_stat_statements.track_utility = on`)
}

export async function resetStatements(db: pg.Pool) {
  await db.query(`create extension if not exists pg_stat_statements`)
  await db.query(`select pg_stat_statements_reset() ${MARK}`)
}

/** The statements run since the reset, most called first, with calls per settled bet. */
export async function topStatements(db: pg.Pool, bets: number, limit = 25) {
  const { rows } = await db.query<{ query: string; calls: number; total_ms: number; mean_ms: number }>(
    `select regexp_replace(query, '\\s+', ' ', 'g') as query, calls::float8 as calls,
       total_exec_time as total_ms, mean_exec_time as mean_ms
     from pg_stat_statements where query not like '%${MARK}%' order by calls desc limit $1 ${MARK}`,
    [limit],
  )
  return rows.map((r) => ({
    calls_per_bet: +(r.calls / Math.max(bets, 1)).toFixed(2),
    calls: r.calls,
    total_ms: Math.round(r.total_ms),
    mean_ms: +r.mean_ms.toFixed(3),
    query: r.query.slice(0, 160),
  }))
}
