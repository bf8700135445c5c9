// The server's own error reports, through the Sentry Node SDK. The SDK is imported only when a DSN is
// configured, so a start-up without SENTRY_DSN loads and initialises nothing.
import { scrubBreadcrumb, scrubEvent } from './scrub.ts'

/** Spec §8/§9 filters that apply server-side; the SDK itself backs off on 429 (60 s without a header). */
export const BUFFER_SIZE = 30
export const MAX_BREADCRUMBS = 100
/** How long a graceful shutdown waits for queued reports. */
export const FLUSH_TIMEOUT_MS = 2000

/** Where a background failure happened. */
export type BackgroundArea = 'feed' | 'settlement' | 'outbox' | 'realtime'

export interface RequestInfo {
  method: string
  /** The route's URL template (`/api/bets/:id`), never the raw URL with ids. */
  route: string
  requestId: string
}

export interface ErrorReporter {
  readonly enabled: boolean
  /** An unhandled route error answered with a 5xx. */
  request(err: unknown, req: RequestInfo): void
  /** A crash of background work (feed tick, settlement, outbox). */
  background(err: unknown, area: BackgroundArea): void
  /** Sends what is queued (bounded by timeoutMs) and stops reporting. */
  close(timeoutMs?: number): Promise<void>
}

export const noReporter: ErrorReporter = {
  enabled: false,
  request: () => {},
  background: () => {},
  close: async () => {},
}

/**
 * The SDK's default integrations kept: error shaping, console breadcrumbs, process crashes, context.
 * Left out: request/framework instrumentation (the error handler reports with its own, scrubbed
 * context), sessions, and local variables (they could hold passwords or tokens).
 */
const KEPT_INTEGRATIONS = new Set([
  'EventFilters',
  'FunctionToString',
  'LinkedErrors',
  'Dedupe',
  'NodeSystemError',
  'Console',
  'OnUncaughtException',
  'ContextLines',
  'Context',
  'Modules',
])

export interface SentryOptions {
  dsn: string
  environment: string
  release?: string
}

export async function createSentryReporter(opts: SentryOptions): Promise<ErrorReporter> {
  const Sentry = await import('@sentry/node')
  Sentry.init({
    dsn: opts.dsn,
    environment: opts.environment,
    ...(opts.release !== undefined && { release: opts.release }),
    integrations: (defaults) => [
      ...defaults.filter((i) => KEPT_INTEGRATIONS.has(i.name)),
      // Report an unhandled rejection, then crash as Node would without the SDK's listener.
      Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
    ],
    maxBreadcrumbs: MAX_BREADCRUMBS,
    transportOptions: { bufferSize: BUFFER_SIZE },
    // Errors only: no tracing, no load-time module patching, nothing about the people behind requests.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { deny: ['authorization', 'cookie', 'x-csrf-token'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
    },
    enableRuntimeChannelInjection: false,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  })
  return {
    enabled: true,
    request(err, req) {
      Sentry.withScope((scope) => {
        scope.setTag('kind', 'request')
        scope.setTag('method', req.method)
        scope.setTag('route', req.route)
        scope.setTag('request_id', req.requestId)
        scope.setTransactionName(`${req.method} ${req.route}`)
        scope.setContext('route', { method: req.method, route: req.route, requestId: req.requestId })
        Sentry.captureException(err)
      })
    },
    background(err, area) {
      Sentry.withScope((scope) => {
        scope.setTag('kind', 'background')
        scope.setTag('area', area)
        Sentry.captureException(err)
      })
    },
    async close(timeoutMs = FLUSH_TIMEOUT_MS) {
      await Sentry.close(timeoutMs)
    },
  }
}
