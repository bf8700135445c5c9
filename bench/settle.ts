// Settlement at match-day scale: `bets` open bets of one match over `players` players (singles, combos
// and systems; the other legs of combos and systems on earlier matches, already resulted) are settled
// when the demo feed finishes the match, through the server's own path (feed tick → onChange →
// betting's connectFeedToBetting → settleMatches). Meanwhile an open loop of listing reads and of
// singles on OTHER matches runs against the API; afterwards the books are checked.
//   npx tsx bench/settle.ts [bets=100000] [players=20000] [readsPerS=100] [placementsPerS=20]
// How: the real API process (NODE_ENV=production, demo feed at speed 1) with its own embedded PostgreSQL
// in a temporary DATA_DIR on ports 4610/6110 (BENCH_API_PORT, BENCH_PG_PORT). Start 1 builds the feed's catalog; the bench picks a
// prematch soccer match, seeds players and bets with bulk SQL (settle/seed.ts; one single goes through
// the API first and its rows are compared with the bulk ones, settle/shape.ts), checks the ledger, and
// moves the match's kick-off so that, played from its start time, it ends a few seconds after start 2.
// Start 2 (same data) is the measured process: its feed plays the match to the end and settles it.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { HOST, startApi, stopApi } from './settle/api.ts'
import { booksAfter, booksBefore, booksExact } from './settle/books.ts'
import { pickCatalog, scheduleFinish } from './settle/catalog.ts'
import { cpuPerBet, cpuSnapshot, cpuUsed } from './settle/cpu.ts'
import {
  MARK,
  counters,
  perBet,
  preloadStatements,
  resetStatements,
  topStatements,
} from './settle/db-stats.ts'
import { epochMs, placeSingle, startLoad, summarize, type Sample } from './settle/load.ts'
import { planBets } from './settle/plan.ts'
import { compareRows, grown, rowCounts, unseededTables } from './settle/shape.ts'
import { seedBets, seedLoadPlayers, seedPlayers } from './settle/seed.ts'

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4610)
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 6110)
const LOAD_PLAYERS = 32
const PLACEMENT_MATCHES = 8
/** Load before the match ends, at least: JIT, pools and caches warm up; the baseline latency. */
const WARMUP_MS = 5_000
/** Allowance for stopping start 1 (feed, HTTP, pool, PostgreSQL) when scheduling the end. */
const STOP_ALLOWANCE_MS = 5_000
const SETTLE_TIMEOUT_MS = Number(process.env.BENCH_SETTLE_TIMEOUT_S ?? 900) * 1000
const RUN_TIMEOUT_MS = SETTLE_TIMEOUT_MS + 20 * 60_000
const MAX_STAKE = 2_000

const [betsArg = '100000', playersArg = '20000', readsArg = '100', placementsArg = '20'] =
  process.argv.slice(2)
const BETS = Number(betsArg)
const PLAYERS = Number(playersArg)
const READS_PER_S = Number(readsArg)
const PLACEMENTS_PER_S = Number(placementsArg)
const STATEMENTS = process.env.BENCH_PG_STATEMENTS === '1'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const log = (m: string) => console.error(`[settle] ${m}`)
const pool = () => {
  const db = new pg.Pool({
    connectionString: `postgres://postgres:postgres@${HOST}:${PG_PORT}/postgres`,
    max: 2,
  })
  db.on('error', () => undefined) // the server stops PostgreSQL at the end
  return db
}

/** Start 1: catalog, players, bets, the reference single, books before; returns what start 2 needs. */
async function prepare(dataDir: string) {
  let t = Date.now()
  const api = await startApi({ dataDir, apiPort: API_PORT, pgPort: PG_PORT })
  const startupMs = Date.now() - t
  const db = pool()
  try {
    const catalog = await pickCatalog(db, PLACEMENT_MATCHES)
    log(`target: match ${catalog.target.id} ${catalog.target.name} (${catalog.target.legs.length} outcomes)`)
    const load = await seedLoadPlayers(db, LOAD_PLAYERS, 100_000_000)
    const plan = planBets(catalog, BETS, PLAYERS)
    const first = plan[0]!
    // The reference single: through the API, on the first planned bet's outcome and stake.
    const agent = new http.Agent({ keepAlive: false })
    const countsBefore = await rowCounts(db, load.userIds[0]!, null)
    const ref = await placeSingle(
      agent,
      API_PORT,
      load.sessions[0]!,
      first.legs[0]!,
      first.stake,
      'settle-ref',
    )
    if (ref.status !== 200) throw new Error(`the reference bet was refused: ${ref.status} ${ref.body}`)
    const refId = String((JSON.parse(ref.body) as { data: { id: string }[] }).data[0]!.id)
    const extra = unseededTables(grown(countsBefore, await rowCounts(db, load.userIds[0]!, refId)))
    if (extra.length) throw new Error(`placing a bet now also writes ${extra.join(', ')}: seed.ts does not`)
    t = Date.now()
    const deposit = MAX_STAKE * (Math.ceil(BETS / PLAYERS) * 3 + 10)
    const players = await seedPlayers(db, 'settle-', PLAYERS, deposit)
    const seeded = await seedBets(db, plan, players, deposit)
    const seedMs = Date.now() - t
    log(`seeded ${BETS} bets of ${PLAYERS} players in ${(seedMs / 1000).toFixed(1)} s`)
    const shape = await compareRows(db, refId, String(seeded.ids[0]))
    if (shape.length) throw new Error(`bulk rows differ from the API's:\n${shape.join('\n')}`)
    const before = await booksBefore(db)
    if (before.accounts_out_of_balance || !before.stakes_equal_ledger || before.bets_without_stake_entry)
      throw new Error(`books out of balance before settlement: ${JSON.stringify(before)}`)
    // A match day's bets arrive over hours and autovacuum keeps up with them; bulk-seeded in seconds,
    // they would be vacuumed (and their statistics first gathered) during the measured settlement.
    t = Date.now()
    await db.query(`vacuum (analyze) ${MARK}`)
    log(`vacuumed in ${((Date.now() - t) / 1000).toFixed(1)} s`)
    if (STATEMENTS) await preloadStatements(db)
    const finishAt = Date.now() + startupMs + STOP_ALLOWANCE_MS + WARMUP_MS
    await scheduleFinish(db, catalog.target.id, catalog.target.lengthS, finishAt)
    const lastId = String(seeded.ids.at(-1))
    return { catalog, load, refId, lastId, finishAt, startupMs, seedMs, before }
  } finally {
    await db.end()
    await stopApi(api)
  }
}

async function openBets(db: pg.Pool, from: string, to: string): Promise<number> {
  const r = await db.query<{ n: number }>(
    `select count(*)::int as n from bets where status = 'waiting_results' and id between $1 and $2 ${MARK}`,
    [from, to],
  )
  return r.rows[0]!.n
}

/** Waits for the feed to finish the match: the tick's time (matches.updated_at) when it did. */
async function waitForFinish(db: pg.Pool, matchId: number, deadline: number): Promise<number> {
  for (;;) {
    const r = await db.query<{ status: number; at: Date }>(
      `select status, updated_at as at from matches where id = $1 ${MARK}`,
      [matchId],
    )
    if (r.rows[0]?.status === 4) return r.rows[0].at.getTime()
    if (Date.now() > deadline) throw new Error(`the feed did not finish match ${matchId} in time`)
    await sleep(50)
  }
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsbook-bench-settle-'))
  fs.chmodSync(tmp, 0o777) // PostgreSQL runs as its own user when we are root
  let api: Awaited<ReturnType<typeof startApi>> | undefined
  const timer = setTimeout(() => {
    log('timed out')
    api?.kill('SIGINT')
    setTimeout(() => process.exit(2), 20_000)
  }, RUN_TIMEOUT_MS)
  let db: pg.Pool | undefined
  try {
    const prep = await prepare(tmp)
    const { catalog, refId, lastId } = prep
    const total = BETS + 1
    const spawnAt = Date.now()
    api = await startApi({
      dataDir: tmp,
      apiPort: API_PORT,
      pgPort: PG_PORT,
      cpuProfDir: process.env.BENCH_CPU_PROF,
    })
    const restartMs = Date.now() - spawnAt
    const apiPid = api.pid ?? 0
    db = pool()
    if (STATEMENTS) await resetStatements(db)
    const samples: Sample[] = []
    const loadFrom = epochMs()
    const stopLoad = startLoad({
      port: API_PORT,
      readsPerS: READS_PER_S,
      betsPerS: PLACEMENTS_PER_S,
      players: prep.load.sessions,
      legs: catalog.placements,
      samples,
    })
    const cpu0 = cpuSnapshot(apiPid, tmp)
    const finishTick = await waitForFinish(db, catalog.target.id, prep.finishAt + 120_000)
    const cpu1 = cpuSnapshot(apiPid, tmp)
    const c0 = await counters(db)
    if (STATEMENTS) await resetStatements(db)
    log(`match finished by the feed ${((finishTick - loadFrom) / 1000).toFixed(1)} s after the load began`)
    let open = total
    const deadline = Date.now() + SETTLE_TIMEOUT_MS
    for (let i = 0; open > 0 && Date.now() < deadline; i++) {
      await sleep(1000)
      open = await openBets(db, refId, lastId)
      if (i % 5 === 4) log(`${total - open} of ${total} settled`)
    }
    const cpu2 = cpuSnapshot(apiPid, tmp)
    const c1 = await counters(db)
    await stopLoad()
    const settledCount = total - open
    const statements = STATEMENTS ? await topStatements(db, settledCount) : undefined
    const times = await db.query<{ first: Date; last: Date }>(
      `select min(settled_at) as first, max(settled_at) as last from bets where id between $1 and $2 ${MARK}`,
      [refId, lastId],
    )
    const firstSettled = times.rows[0]!.first.getTime()
    const lastSettled = times.rows[0]!.last.getTime()
    const books = await booksAfter(db, catalog.target.id)
    const settleS = (lastSettled - finishTick) / 1000
    const cpu = cpuPerBet(cpuUsed(cpu0, cpu1), cpuUsed(cpu1, cpu2), settledCount)
    const windowEnd = open > 0 ? epochMs() : lastSettled
    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length}× ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      load_average: os.loadavg().map((l) => +l.toFixed(1)),
      bets: total,
      players: PLAYERS,
      settled: settledCount,
      timed_out: open > 0,
      settle_s: +settleS.toFixed(2),
      settled_per_s: Math.round(settledCount / Math.max(settleS, 0.001)),
      first_settled_after_s: +((firstSettled - finishTick) / 1000).toFixed(2),
      warmup_s: +((finishTick - loadFrom) / 1000).toFixed(1),
      startup_ms: { first: prep.startupMs, restart: restartMs },
      seed_s: +(prep.seedMs / 1000).toFixed(1),
      cpu_ms_per_bet: cpu,
      ...(process.env.BENCH_CPU_PROF
        ? { cpu_profile_window_s: [(finishTick - spawnAt) / 1000, (lastSettled - spawnAt) / 1000] }
        : {}),
      db_per_bet: perBet(c0, c1, settledCount),
      reads: {
        before: summarize(samples, 'read', loadFrom + 1000, finishTick),
        during: summarize(samples, 'read', finishTick, windowEnd),
      },
      placements: {
        before: summarize(samples, 'bet', loadFrom + 1000, finishTick),
        during: summarize(samples, 'bet', finishTick, windowEnd),
      },
      books_before: prep.before,
      books_after: books,
      ...(statements ? { statements } : {}),
    }
    console.log(JSON.stringify(result, null, 2))
    const exact = booksExact(books)
    const r = result.reads
    const p = result.placements
    console.log(
      `\n| bets | players | settled in s | bets/s | first after s | reads/s | reads p50 / p99 ms (before → during) | placements/s | placements p50 / p99 ms (before → during) | non-2xx | CPU ms/bet API + PG (over baseline) | books |`,
    )
    console.log(`|---|---|---|---|---|---|---|---|---|---|---|---|`)
    const row = [
      total,
      PLAYERS,
      open > 0 ? `> ${settleS.toFixed(1)} (${settledCount} settled)` : settleS.toFixed(2),
      result.settled_per_s,
      result.first_settled_after_s,
      r.during.per_s,
      `${r.before.p50_ms} / ${r.before.p99_ms} → ${r.during.p50_ms} / ${r.during.p99_ms}`,
      p.during.per_s,
      `${p.before.p50_ms} / ${p.before.p99_ms} → ${p.during.p50_ms} / ${p.during.p99_ms}`,
      r.during.failed + p.during.failed,
      `${cpu.api_over_baseline} + ${cpu.postgres_over_baseline}`,
      exact ? 'exact' : 'WRONG',
    ]
    console.log(`| ${row.join(' | ')} |`)
    if (!exact || open > 0) process.exitCode = 1
  } finally {
    await db?.end()
    if (api) await stopApi(api)
    fs.rmSync(tmp, { recursive: true, force: true })
    clearTimeout(timer)
  }
}

await main()
