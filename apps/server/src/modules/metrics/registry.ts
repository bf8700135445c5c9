// One Prometheus registry per app (tests build many apps in one process; the global registry would
// mix them). Process metrics (CPU, memory, event-loop lag, GC) come from prom-client's defaults.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/** Request latency buckets in seconds: 1 ms to 5 s, finest where the API's p99 lives (spec §9 budgets). */
export const HTTP_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

/** Settlement lag and lease buckets in seconds: 10 ms to a minute (a match day's biggest settlement). */
export const SETTLEMENT_BUCKETS_S = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60]

export interface Gauges {
  /** The PostgreSQL pool: open, idle, and queries waiting for a client. */
  pool: () => { total: number; idle: number; waiting: number }
  /** The embedded realtime hub's connections and subscriptions; undefined where the hub does not run. */
  realtime: () => { connections: number; subscriptions: number } | undefined
}

/** The registry with every metric the API exports, reading the gauges at scrape time. */
export function createMetrics(gauges: Gauges) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS_S,
    registers: [registry],
  })
  const bets = new Counter({
    name: 'sportsbook_bet_requests_total',
    help: 'Bet placements answered: placed, or refused with the catalogue code',
    labelNames: ['outcome', 'code'] as const,
    registers: [registry],
  })
  const catalogCache = new Counter({
    name: 'sportsbook_catalog_cache_total',
    help: 'Public catalog reads answered from the cache (hit, or stale while refreshing) or the database (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  })
  new Gauge({
    name: 'sportsbook_db_pool_clients',
    help: 'PostgreSQL pool clients by state (total, idle) and queries waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const p = gauges.pool()
      this.set({ state: 'total' }, p.total)
      this.set({ state: 'idle' }, p.idle)
      this.set({ state: 'waiting' }, p.waiting)
    },
  })
  new Gauge({
    name: 'sportsbook_realtime_connections',
    help: 'Open realtime (Centrifuge protocol) connections on this process',
    registers: [registry],
    collect() {
      this.set(gauges.realtime()?.connections ?? 0)
    },
  })
  new Gauge({
    name: 'sportsbook_realtime_subscriptions',
    help: 'Channel subscriptions of the open realtime connections on this process',
    registers: [registry],
    collect() {
      this.set(gauges.realtime()?.subscriptions ?? 0)
    },
  })
  const settlementLag = new Histogram({
    name: 'sportsbook_settlement_lag_seconds',
    help: 'Settlement worker leases: how long the oldest queued match waited for a worker',
    buckets: SETTLEMENT_BUCKETS_S,
    registers: [registry],
  })
  const settlementLease = new Histogram({
    name: 'sportsbook_settlement_lease_seconds',
    help: 'Settlement worker leases: the time to settle, pay early and re-price what one lease took',
    buckets: SETTLEMENT_BUCKETS_S,
    registers: [registry],
  })
  return { registry, http, bets, catalogCache, settlementLag, settlementLease }
}

export type Metrics = ReturnType<typeof createMetrics>
