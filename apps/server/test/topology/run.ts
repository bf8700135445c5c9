// `npm run test:topology` (issue #32, ADR 038): PostgreSQL, the realtime role, 2 api, 1 feed, 2
// settlement workers and 2 web servers (web-1 → api-1, web-2 → api-2, the WebSocket of both to the
// realtime role) as separate processes on loopback ports, and what must hold between them:
//   0. every process's /ready names the roles it runs, each started;
//   1. a bet placed through either web is accepted once (one Idempotency-Key sent through both);
//   2. a price change from the feed reaches a `centrifuge` client connected through web-2, its token
//      from web-1 (the feed publishes over the Centrifugo HTTP API to the realtime role);
//   3. the catalog both apis serve follows the feed within a second (PostgreSQL NOTIFY), from memory;
//   4. a finished match's bets, queued many times, are settled exactly once by the two workers;
//   5. killing one settlement worker right after work was queued loses nothing: the other settles it;
//   6. killing api-1 with bets in flight through both webs loses nothing (api-failover.ts).
// The web servers run the web build (apps/web/build), built here only when missing.
// Ports: TOPOLOGY_PORT_BASE (4301…4308) and TOPOLOGY_PG_PORT (5801).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { Centrifuge } from 'centrifuge'
import WebSocket from 'ws'
import { startEmbeddedPostgres } from '../../src/db/embedded.ts'
import { killApiWithBetsInFlight } from './api-failover.ts'
import { ensureWebBuild, ready, SECRETS, startProcess, startWeb, stopAll } from './cluster.ts'
import { betBody, DEPOSIT, finishAndQueue, insertMatch, place, seedPlayers } from './fixtures.ts'

const BASE = Number(process.env.TOPOLOGY_PORT_BASE ?? 4301)
const PG_PORT = Number(process.env.TOPOLOGY_PG_PORT ?? 5801)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const started = Date.now()
let passed = 0
const step = (msg: string) => {
  passed++
  console.log(`✓ ${msg} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
/** For scripts/test.mjs: the checks passed, and one failed if the run stopped at one. */
const report = (failed: number) => {
  const file = process.env.TOPOLOGY_REPORT
  if (file) fs.writeFileSync(file, JSON.stringify({ passed, failed }))
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(25)) {
    const v = await probe()
    if (v !== undefined) return v
  }
  throw new Error(`${what}: not within ${ms} ms`)
}

async function main() {
  ensureWebBuild()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsbook-topology-'))
  fs.chmodSync(dataDir, 0o777)
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: PG_PORT })
  const db = new pg.Pool({ connectionString: embedded.url, max: 4 })
  try {
    const common = { DATABASE_URL: embedded.url, DATA_DIR: dataDir, SEED_DEMO_PLAYERS: 'false' }
    const publishTo = {
      CENTRIFUGO_URL: `http://127.0.0.1:${BASE}`,
      CENTRIFUGO_API_KEY: SECRETS.REALTIME_API_KEY,
    }
    const realtime = startProcess('realtime', BASE, { ...common, ROLES: 'realtime' })
    await ready(realtime) // migrates first; the others find nothing to apply
    const feed = startProcess('feed', BASE + 3, { ...common, ...publishTo, ROLES: 'feed', FEED_SPEED: '5' })
    const apis = [1, 2].map((i) =>
      startProcess(`api-${i}`, BASE + i, { ...common, ...publishTo, ROLES: 'api' }),
    )
    const workers = [1, 2].map((i) =>
      startProcess(`settlement-${i}`, BASE + 3 + i, { ...common, ...publishTo, ROLES: 'settlement' }),
    )
    const webs = [1, 2].map((i) => startWeb(`web-${i}`, BASE + 5 + i, apis[i - 1]!.url, realtime.url))
    await Promise.all([feed, ...apis, ...workers].map((p) => ready(p)))
    await Promise.all(webs.map((w) => ready(w, 60_000, '/health')))
    step('PostgreSQL, realtime, 2 api, feed, 2 settlement workers and 2 web servers are ready')
    const [api1, api2] = apis as [(typeof apis)[0], (typeof apis)[0]]
    const [web1, web2] = webs as [(typeof webs)[0], (typeof webs)[0]]

    // 0. Each process's /ready names its roles, each started.
    const want = {
      realtime,
      feed,
      'api-1': api1,
      'api-2': api2,
      'settlement-1': workers[0]!,
      'settlement-2': workers[1]!,
    }
    for (const [name, p] of Object.entries(want)) {
      const body = (await (await fetch(`${p.url}/ready`)).json()) as { ready: boolean; roles: object }
      const role = name.replace(/-\d$/, '')
      assert.deepEqual(body.roles, { [role]: 'started' }, `${name}: ${JSON.stringify(body)}`)
      assert.equal(body.ready, true)
    }
    step('/ready of each process names its one role, started')

    // 1. One Idempotency-Key through both webs: one bet, one stake.
    const [p0] = await seedPlayers(db, 1, 'once')
    const own = await insertMatch(db)
    const body = betBody(own, '1', 1000, 2.1)
    const a = await place(web1.url, p0!, body, 'topology-once')
    const b = await place(web2.url, p0!, body, 'topology-once')
    assert.equal(a.status, 200, JSON.stringify(a.body))
    assert.equal(b.status, 200, JSON.stringify(b.body))
    assert.equal(b.body.data?.[0]?.id, a.body.data?.[0]?.id)
    const { rows: once } = await db.query(`select count(*)::int as n from bets where user_id = $1`, [p0!.id])
    assert.equal(once[0].n, 1)
    const { rows: bal } = await db.query(`select balance::int as b from accounts where user_id = $1`, [
      p0!.id,
    ])
    assert.equal(bal[0].b, DEPOSIT - 1000)
    step('a bet sent through web-1 and again through web-2 (same Idempotency-Key) is accepted once')

    // 2. The feed's price change reaches a client connected through web-2, its token from web-1.
    const token = async () => {
      const res = await fetch(`${web1.url}/api/sportsbook/websocket/token`, {
        method: 'POST',
        headers: { cookie: p0!.cookie, 'x-csrf-token': p0!.csrf },
      })
      return ((await res.json()) as { token: string }).token
    }
    const client = new Centrifuge(`ws://127.0.0.1:${web2.port}/connection/websocket`, {
      websocket: WebSocket,
      getToken: token,
    })
    const moved = new Promise<{ match_id: number; markets: { id: number; specifier: string }[] }>(
      (resolve) => {
        const sub = client.newSubscription('public:en')
        sub.on('publication', (ctx) => {
          const data = ctx.data as {
            type: string
            match_id: number
            markets: { id: number; specifier: string }[]
          }
          if (data.type === 'markets_changed') resolve(data)
        })
        sub.subscribe()
      },
    )
    client.connect()
    const change = await Promise.race([
      moved,
      sleep(30_000).then(() => {
        throw new Error('no markets_changed from the feed within 30 s')
      }),
    ])
    client.disconnect()
    step(
      `a price change of match ${change.match_id} reached a client connected through web-2 (token from web-1)`,
    )

    // 3. Both apis serve what the feed wrote, within a second, from memory.
    const market = change.markets[0]!
    const url = `/api/sportsbook/matches/${change.match_id}/markets?market_id=${market.id}`
    const served = async (base: string) => {
      const res = await fetch(base + url)
      const page = (await res.json()) as { data: { specifier: string; outcomes: { odds: number }[] }[] }
      const m = page.data.find((x) => x.specifier === market.specifier)
      return { odds: m?.outcomes.map((o) => o.odds), cache: res.headers.get('x-cache') }
    }
    const stored = async () => {
      const { rows } = await db.query<{ odds: number[] }>(
        `select array(select (o->>'odds')::float from jsonb_array_elements(outcomes) o) as odds
          from markets where match_id = $1 and market_id = $2 and specifier = $3`,
        [change.match_id, market.id, market.specifier],
      )
      return rows[0]?.odds
    }
    for (let round = 0; round < 3; round++) {
      await until('both apis serve the stored prices', 1000, async () => {
        const want = JSON.stringify(await stored())
        const [x, y] = await Promise.all([served(api1.url), served(api2.url)])
        return JSON.stringify(x.odds) === want && JSON.stringify(y.odds) === want ? true : undefined
      })
      await sleep(700)
    }
    const hits = await Promise.all([served(api1.url), served(api2.url), served(api1.url), served(api2.url)])
    assert.ok(
      hits.some((h) => h.cache === 'hit' || h.cache === 'stale'),
      'answers come from memory',
    )
    step('the catalog of api-1 and api-2 followed the feed within a second, three times, from memory')

    // 4 and 5. Settlement by the worker pool.
    async function settleRound(label: string, killOne: boolean) {
      const players = await seedPlayers(db, 12, label)
      const match = await insertMatch(db)
      for (const [i, p] of players.entries()) {
        const web = i % 2 === 0 ? web1 : web2
        const w = await place(web.url, p, betBody(match, '1', 1000, 2.1), `${label}-${i}-w`)
        const l = await place(web.url, p, betBody(match, '2', 500, 3.4), `${label}-${i}-l`)
        assert.equal(w.status, 200, JSON.stringify(w.body))
        assert.equal(l.status, 200, JSON.stringify(l.body))
      }
      await finishAndQueue(db, match, 6)
      if (killOne) workers[0]!.child.kill('SIGKILL')
      const ids = players.map((p) => p.id)
      await until('every bet settled', 20_000, async () => {
        const { rows } = await db.query(
          `select count(*)::int as n from bets where user_id = any($1) and status = 'waiting_results'`,
          [ids],
        )
        return rows[0].n === 0 ? true : undefined
      })
      await until('the queue drained', 5_000, async () => {
        const { rows } = await db.query(`select count(*)::int as n from settlement_queue`)
        return rows[0].n === 0 ? true : undefined
      })
      const { rows } = await db.query(
        `select u.id, a.balance::int as balance,
          (select coalesce(sum(amount), 0)::int from ledger_entries l where l.user_id = u.id) as ledger,
          (select count(*)::int from ledger_entries l where l.user_id = u.id) as entries,
          (select count(*)::int from bet_history h join bets x on x.id = h.bet_id
            where x.user_id = u.id and h.event = 'settled') as settled
        from users u join accounts a on a.user_id = u.id where u.id = any($1)`,
        [ids],
      )
      for (const r of rows) {
        assert.equal(r.balance, DEPOSIT - 1500 + 2100, `player ${r.id}: paid once`)
        assert.equal(r.ledger, r.balance, `player ${r.id}: the ledger adds up to the balance`)
        assert.equal(r.entries, 1 + 2 + 1, `player ${r.id}: deposit, two stakes, one payout`)
        assert.equal(r.settled, 2, `player ${r.id}: each bet settled once`)
      }
    }
    await settleRound('pool', false)
    step('a finished match queued 6 times: 24 bets settled exactly once by the two workers, ledger exact')
    await settleRound('kill', true)
    step(
      'settlement-1 killed (SIGKILL) as work was queued: settlement-2 settled all 24 bets once, ledger exact',
    )
    const t = await killApiWithBetsInFlight(db, [web1, web2], api1)
    step(
      `api-1 killed (SIGKILL) as it accepted its first of 48 bets in flight through both webs: ${t.accepted} accepted, ${t.refused} refused, ${t.dropped} unanswered; each sent again through web-2 accepted once, ledger exact`,
    )
  } finally {
    await stopAll()
    await db.end()
    await embedded.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().then(
  () => {
    console.log(`topology: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    report(0)
    process.exit(0)
  },
  (err: unknown) => {
    console.error('topology: FAILED', err)
    report(1)
    process.exit(1)
  },
)
