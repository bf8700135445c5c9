// Reads per odds tick: how many SQL statements the feed → realtime path runs for each match a tick
// changes. Starts an embedded PostgreSQL (temporary directory), the app with every configured locale,
// the demo feed on a clock this script moves, and counts the statements issued on the pool outside the
// feed's own transaction (the feed writes inside one; realtime reads go to the pool), tick by tick.
//   npx tsx bench/feed-reads.ts [ticks=20] [speed=30]
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config/env.ts'
import { createDb, createPool, migrateDb } from '../apps/server/src/db/client.ts'
import { freePort, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts'
import { createFeed } from '../apps/server/src/modules/feed/index.ts'
import { connectFeedToRealtime } from '../apps/server/src/modules/realtime/index.ts'

const [ticks = 20, speed = 30] = process.argv.slice(2).map(Number)
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-reads-'))
fs.chmodSync(tmp, 0o777) // initdb runs as the postgres user when we are root
const pg = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'data'), port: await freePort() })
const pool = createPool(pg.url)
const db = createDb(pool)
await migrateDb(db)
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FEED_ENABLED: 'false' })
const app = await buildApp({ config, db })

let statements = 0
const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
;(pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
  statements++
  return query(...args)
}
let publications = 0
const publish = app.realtime.publisher.publish.bind(app.realtime.publisher)
app.realtime.publisher.publish = (...args) => {
  publications++
  return publish(...args)
}

let clock = Date.parse('2026-06-01T12:00:00Z')
const feed = createFeed(db, { seed: 7, speed, now: () => new Date(clock) })
connectFeedToRealtime(app, feed, config.realtime.locales)
const settle = () => new Promise((r) => setTimeout(r, 300))

await feed.tick() // seeds the catalog
await settle()
let totals = { statements: 0, publications: 0, changed: 0 }
for (let i = 0; i < ticks; i++) {
  clock += 1000
  statements = 0
  publications = 0
  const changes = await feed.tick()
  await settle()
  const changed = new Set(changes.flatMap((c) => ('matchId' in c ? [c.matchId] : []))).size
  totals = {
    statements: totals.statements + statements,
    publications: totals.publications + publications,
    changed: totals.changed + changed,
  }
}
console.log(
  JSON.stringify({
    locales: config.realtime.locales.length,
    ticks,
    changedMatchesPerTick: +(totals.changed / ticks).toFixed(1),
    readsPerTick: +(totals.statements / ticks).toFixed(1),
    readsPerChangedMatch: +(totals.statements / Math.max(1, totals.changed)).toFixed(2),
    publicationsPerTick: +(totals.publications / ticks).toFixed(1),
  }),
)
await app.close()
await pool.end()
await pg.stop()
fs.rmSync(tmp, { recursive: true, force: true })
