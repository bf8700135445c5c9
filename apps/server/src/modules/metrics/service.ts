// What `/metrics` answers and to whom: Prometheus text to a scraper with the token, or to anyone
// outside production when no token is set; nothing (404) in production without a token.
import { timingSafeEqual } from 'node:crypto'
import type { Metrics } from './registry.ts'

export interface MetricsAccess {
  readonly token: string | undefined
  readonly production: boolean
}

export type MetricsVerdict = 'allowed' | 'unauthorized' | 'absent'

const sameSecret = (a: string, b: string): boolean => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)]
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Who may read the metrics (see METRICS_TOKEN in config/env.ts). */
export function metricsVerdict(access: MetricsAccess, authorization: string | undefined): MetricsVerdict {
  if (access.token === undefined) return access.production ? 'absent' : 'allowed'
  const sent = /^Bearer (.+)$/.exec(authorization ?? '')?.[1]
  return sent !== undefined && sameSecret(sent, access.token) ? 'allowed' : 'unauthorized'
}

/** The metrics service of an app: the verdict on a scrape, and the exposition text. */
export function createMetricsService(metrics: Metrics, access: MetricsAccess) {
  return {
    verdict: (authorization: string | undefined) => metricsVerdict(access, authorization),
    contentType: metrics.registry.contentType,
    render: () => metrics.registry.metrics(),
    /** A settlement worker's lease (ADR 038): the oldest queued row's wait and the lease's duration. */
    settlementLease(lagS: number, durationS: number): void {
      metrics.settlementLag.observe(lagS)
      metrics.settlementLease.observe(durationS)
    },
  }
}

export type MetricsService = ReturnType<typeof createMetricsService>
