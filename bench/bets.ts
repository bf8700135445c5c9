// Bet placement benchmark: the real API process (apps/server/src/server.ts) on a fresh embedded
// PostgreSQL in a temporary DATA_DIR, non-default ports, loopback only. N players each place prematch
// singles back to back (a closed loop) through POST /api/sportsbook/bets with an Idempotency-Key;
// with a rate, N players share an offered load of `rate` bets/s arriving at random (an open loop, how
// a real crowd bets), and latency counts from each bet's scheduled time, so a server that falls behind
// pays for its queue (no coordinated omission).
// Reports accepted bets/s and latency percentiles per N, then checks the books: every accepted bet
// is in the database and every account's ledger sums to its balance.
//   npx tsx bench/bets.ts [players=16,64,128] [seconds=20] [rate]
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { clusterPids, cpuSeconds } from './lib/cluster-cpu.ts'
import { BENCH_CSRF_SECRET, mintSession } from './lib/session.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const HOST = '127.0.0.1'
const API_PORT = 4410
const PG_PORT = 5810
/** Seconds of load before measuring: JIT, pool and plan caches warm up. */
const WARMUP_S = 3
/** Hard stop for the whole run, so the bench never hangs CI or a laptop. */
const RUN_TIMEOUT_MS = 10 * 60_000
const MATCHES = 50
/** Enough for every bet of the run: 1.00 stakes from 1 000 000.00. */
const DEPOSIT = 100_000_000
const STAKE = 100

const [playersArg = '16,64,128', secondsArg = '20', rateArg] = process.argv.slice(2)
const PLAYER_COUNTS = playersArg.split(',').map(Number)
const SECONDS = Number(secondsArg)
/** Offered bets/s for the open loop; absent: each player bets back to back (closed loop). */
const RATE = rateArg ? Number(rateArg) : undefined
/** The cluster's process list is taken this long before measuring starts (it is slow to take). */
const PID_SCAN_LEAD_MS = 1_000
/** The open loop starts its warm-up at this share of the rate and reaches the full rate when measuring starts. */
const RAMP_FROM = 0.1
/** The open loop's scheduler wakes this often and sends every bet that is due. */
const TICK_MS = 1

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function startServer(dataDir: string): Promise<ChildProcess> {
  // node itself (not the tsx wrapper) so the process measured is the API.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_PORT: String(API_PORT),
      API_HOST: HOST,
      PG_PORT: String(PG_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      FEED_ENABLED: 'false',
      SEED_DEMO_PLAYERS: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      CSRF_SECRET: BENCH_CSRF_SECRET,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString()
      if (out.includes('API listening')) resolve(child)
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)))
  })
}

/** A small prematch catalog: MATCHES soccer matches, each with an open 1X2 market. */
async function seedCatalog(db: pg.Pool) {
  await db.query(`insert into providers (key, active) values ('betradar', true) on conflict do nothing`)
  await db.query(`insert into sports (id, urn_id, key, name, type, provider)
    values (1, 'sr:sport:1', 'soccer', 'Soccer', 'regular', 'betradar')`)
  await db.query(`insert into categories (id, sport_id, slug, name) values (1, 1, 'bench', 'Bench')`)
  await db.query(`insert into tournaments (id, urn_id, sport_id, category_id, slug, name)
    values (1, 'sr:tournament:1', 1, 1, 'bench-league', 'Bench League')`)
  for (let i = 1; i <= MATCHES; i++) {
    await db.query(
      `insert into matches (id, urn_id, slug, name, sport_id, category_id, tournament_id, competitors, status,
        start_time, provider) values ($1, $2, $3, $4, 1, 1, 1, '[]', 0, now() + interval '1 day', 'betradar')`,
      [i, `sr:match:${i}`, `bench-${i}`, `Home ${i} vs Away ${i}`],
    )
    const outcomes = [
      { id: '1', name: '1', active: true, odds: 2.1 },
      { id: '2', name: 'X', active: true, odds: 3.4 },
      { id: '3', name: '2', active: true, odds: 3.2 },
    ]
    await db.query(
      `insert into markets (match_id, market_id, specifier, name, status, outcomes, groups)
        values ($1, 1, '', '1x2', 1, $2, '{main}')`,
      [i, JSON.stringify(outcomes)],
    )
  }
}

interface Player {
  cookie: string
  csrf: string
}

/** Players with a session and a deposit written as the wallet writes it (account + ledger entry). */
async function seedPlayers(db: pg.Pool, count: number, offset: number): Promise<Player[]> {
  const players: Player[] = []
  for (let i = 0; i < count; i++) {
    const n = offset + i
    const { rows } = await db.query<{ id: number }>(
      `insert into users (email, password_hash, currency, country, terms_accepted_at, confirmed_at)
        values ($1, 'bench', 'EUR', 'DE', now(), now()) returning id`,
      [`bench${n}@example.test`],
    )
    const userId = rows[0]!.id
    const acct = await db.query<{ id: number }>(
      `insert into accounts (user_id, currency, balance) values ($1, 'EUR', $2) returning id`,
      [userId, DEPOSIT],
    )
    await db.query(
      `insert into ledger_entries (account_id, user_id, currency, amount, balance_after, kind, ref, created_at)
        values ($1, $2, 'EUR', $3, $3, 'deposit', 'bench', now())`,
      [acct.rows[0]!.id, userId, DEPOSIT],
    )
    // The CSRF token is bound to the session (HMAC under the CSRF_SECRET the server was started with).
    const { id, session } = mintSession()
    await db.query(
      `insert into sessions (id, user_id, created_at, last_seen_at, expires_at)
        values ($1, $2, now(), now(), now() + interval '12 hours')`,
      [id, userId],
    )
    players.push(session)
  }
  return players
}

function post(agent: http.Agent, player: Player, body: string, key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: HOST,
        port: API_PORT,
        method: 'POST',
        path: '/api/sportsbook/bets',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: player.cookie,
          'x-csrf-token': player.csrf,
          'idempotency-key': key,
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

function betBody(i: number, seq: number): string {
  const match = ((i + seq) % MATCHES) + 1
  return JSON.stringify({
    meta: { device_id: `bench-${i}`, quick: false, type: 'single' },
    bets: [
      {
        stake: { value: STAKE, currency: 'EUR' },
        selections: [{ match_id: match, market_id: 1, specifier: '', outcome_id: '1', odds: 2.1 }],
      },
    ],
  })
}

/** Closed loop: every player places its next bet as soon as the last one is answered. */
async function closedLoop(players: Player[], agent: http.Agent, record: Recorder, end: number) {
  let seq = 0
  await Promise.all(
    players.map(async (player, i) => {
      while (performance.now() < end) {
        const n = ++seq
        const t = performance.now()
        const status = await post(agent, player, betBody(i, n), `bench-${i}-${n}`)
        record(t, performance.now(), status)
      }
    }),
  )
}

/**
 * Open loop: bets arrive at `rate` per second with exponential gaps (a Poisson process) from players
 * taken in turn, whether or not earlier bets were answered. Latency counts from the scheduled time.
 * The rate ramps up over the warm-up (from RAMP_FROM of it), as a crowd arrives: a cold process
 * (connections, JIT, plan caches) hit at full rate builds a queue the measured window would inherit.
 */
async function openLoop(
  players: Player[],
  agent: http.Agent,
  record: Recorder,
  window: { measureFrom: number; end: number },
  rate: number,
) {
  const { measureFrom, end } = window
  let seq = 0
  const start = performance.now()
  let due = start
  const rateAt = (t: number) =>
    t >= measureFrom ? rate : rate * (RAMP_FROM + ((1 - RAMP_FROM) * (t - start)) / (measureFrom - start))
  const inFlight = new Set<Promise<void>>()
  while (due < end) {
    const now = performance.now()
    while (due <= now && due < end) {
      const scheduled = due
      const n = ++seq
      const i = n % players.length
      const p = post(agent, players[i]!, betBody(i, n), `bench-${i}-${n}`).then((status) =>
        record(scheduled, performance.now(), status),
      )
      inFlight.add(p)
      void p.finally(() => inFlight.delete(p))
      due += (-Math.log(1 - Math.random()) * 1000) / rateAt(due)
    }
    await sleep(TICK_MS)
  }
  await Promise.all(inFlight)
}

type Recorder = (start: number, done: number, status: number) => void

/** N players for WARMUP_S + SECONDS; only bets sent and answered in the last SECONDS are measured. */
async function run(players: Player[], clusterPidList: () => number[], apiPid: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: players.length })
  const latencies: number[] = []
  /** BENCH_TRACE=file: every measured bet as [ms since measuring began, latency ms], to find stalls. */
  const trace: [number, number][] | undefined = process.env.BENCH_TRACE ? [] : undefined
  const statuses = new Map<number, number>()
  const start = performance.now()
  const measureFrom = start + WARMUP_S * 1000
  const end = measureFrom + SECONDS * 1000
  let cpuAtStart = 0
  let apiAtStart = 0
  // Listing the cluster's processes walks /proc (tens of ms on a sandboxed kernel): done during the
  // warm-up, so the measured window only reads a dozen stat files at its start and end.
  let pids: number[] = []
  const cpu = () => pids.reduce((t, pid) => t + cpuSeconds(pid), 0)
  setTimeout(() => (pids = clusterPidList()), WARMUP_S * 1000 - PID_SCAN_LEAD_MS)
  setTimeout(() => {
    cpuAtStart = cpu()
    apiAtStart = cpuSeconds(apiPid)
  }, WARMUP_S * 1000)
  const record: Recorder = (t, done, status) => {
    if (t >= measureFrom && done <= end) {
      if (trace) trace.push([Math.round(t - measureFrom), +(done - t).toFixed(2)])
      latencies.push(done - t)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
  }
  if (RATE) await openLoop(players, agent, record, { measureFrom, end }, RATE)
  else await closedLoop(players, agent, record, end)
  // Backends that exit between the samples drop out of the sum: the figure is a lower bound.
  const cpuUsed = cpu() - cpuAtStart
  const apiUsed = cpuSeconds(apiPid) - apiAtStart
  agent.destroy()
  if (trace) fs.writeFileSync(`${process.env.BENCH_TRACE}-${players.length}.json`, JSON.stringify(trace))
  const sorted = Float64Array.from(latencies).sort()
  const accepted = statuses.get(200) ?? 0
  return {
    players: players.length,
    offered_per_s: RATE ?? null,
    accepted_per_s: Math.round(accepted / SECONDS),
    p50_ms: +percentile(sorted, 50).toFixed(1),
    p95_ms: +percentile(sorted, 95).toFixed(1),
    p99_ms: +percentile(sorted, 99).toFixed(1),
    max_ms: +(sorted.at(-1) ?? NaN).toFixed(1),
    /** API + PostgreSQL CPU per accepted bet: what one bet costs whatever else runs on the machine. */
    cpu_ms_per_bet: +((cpuUsed * 1000) / Math.max(accepted, 1)).toFixed(2),
    api_cpu_ms_per_bet: +((apiUsed * 1000) / Math.max(accepted, 1)).toFixed(2),
    statuses: Object.fromEntries(statuses),
  }
}

/** Every 200 answer is a bet, and every account's ledger sums to its balance. */
async function checkBooks(db: pg.Pool) {
  const drift = await db.query(`select count(*)::int as n from (
      select a.id from accounts a left join ledger_entries l on l.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(l.amount), 0)) d`)
  const bets = await db.query(
    `select count(*)::int as n, coalesce(sum(stake), 0)::bigint as staked from bets`,
  )
  const stakes = await db.query(
    `select coalesce(sum(-amount), 0)::bigint as n from ledger_entries where kind = 'bet_stake'`,
  )
  return {
    accounts_out_of_balance: drift.rows[0].n as number,
    bets: bets.rows[0].n as number,
    stakes_match_ledger: String(bets.rows[0].staked) === String(stakes.rows[0].n),
  }
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsbook-bench-bets-'))
  // PostgreSQL runs as its own user when we are root; it must be able to enter the directory.
  fs.chmodSync(tmp, 0o777)
  const timer = setTimeout(() => {
    console.error('bench timed out')
    process.exit(2)
  }, RUN_TIMEOUT_MS)
  let server: ChildProcess | undefined
  let db: pg.Pool | undefined
  try {
    server = await startServer(tmp)
    db = new pg.Pool({ connectionString: `postgres://postgres:postgres@${HOST}:${PG_PORT}/postgres`, max: 4 })
    // The server stops PostgreSQL at the end; an idle client seeing it go must not crash the bench.
    db.on('error', () => undefined)
    const settings = await db.query(
      `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'wal_sync_method')`,
    )
    await seedCatalog(db)
    const results = []
    let offset = 0
    for (const n of PLAYER_COUNTS) {
      const players = await seedPlayers(db, n, offset)
      offset += n
      results.push(await run(players, () => clusterPids(server!.pid ?? 0, tmp), server.pid ?? 0))
      console.log(JSON.stringify(results.at(-1)))
    }
    const books = await checkBooks(db)
    const machine = `${os.cpus().length}× ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')
    console.log(
      JSON.stringify({
        date: new Date().toISOString(),
        machine,
        load,
        seconds: SECONDS,
        postgres: settings.rows,
        books,
      }),
    )
    const offered = RATE ? ' offered bets/s |' : ''
    console.log(`\n| players |${offered} accepted bets/s | p50 ms | p95 ms | p99 ms | max ms | CPU ms/bet |`)
    console.log(`|---|${RATE ? '---|' : ''}---|---|---|---|---|---|`)
    for (const r of results) {
      const row = [r.players, ...(RATE ? [RATE] : []), r.accepted_per_s, r.p50_ms, r.p95_ms, r.p99_ms]
      row.push(r.max_ms, r.cpu_ms_per_bet)
      console.log(`| ${row.join(' | ')} |`)
    }
    if (books.accounts_out_of_balance !== 0 || !books.stakes_match_ledger) process.exitCode = 1
  } finally {
    await db?.end()
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r))
      server.kill('SIGINT')
      await Promise.race([exited, sleep(20_000)])
    }
    fs.rmSync(tmp, { recursive: true, force: true })
    clearTimeout(timer)
  }
}

await main()
