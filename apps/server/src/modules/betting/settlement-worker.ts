// Settlement as a worker (ADR 038 process roles). The feed role queues the matches each committed
// batch changed (`queueFeedChanges`) and NOTIFYs SETTLEMENT_CHANNEL; any number of settlement workers
// (`startSettlementWorker`) lease queued rows with `for update skip locked`, run betting's work on their
// matches (settle-changed in connect-feed.ts: each bet under its per-bet lock, so a match two workers
// take at once is still settled once) and delete the rows in the lease's transaction once done. A worker
// that dies mid-run holds its lease on a connection PostgreSQL closes: its rows come back to the others;
// work the feed failed to queue is found by a sweep every SETTLEMENT_SWEEP_MS (`queueUndecided`).
import type { FastifyInstance } from 'fastify'
import { listenTo, notify } from '../../db/listen.ts'
import { postgresConnectionLost } from '../../lib/postgres-shutdown.ts'
import type { CatalogChanges } from './connect-feed.ts'
import { matchesOf, settleChanged } from './connect-feed.ts'
import { SETTLEMENT_LEASE_ROWS, SETTLEMENT_POLL_MS, SETTLEMENT_SWEEP_MS } from './constants.ts'
import type { Betting } from './plugin.ts'
import {
  deleteQueued,
  enqueueMatches,
  leaseQueued,
  queueUndecided,
} from './repository/settlement-queue-repository.ts'

/** PostgreSQL channel the feed role wakes settlement workers on. */
export const SETTLEMENT_CHANNEL = 'settlement_queued'

/** Feed role: every committed batch's changed matches go to the queue, in order. Returns the disconnect. */
export function queueFeedChanges(app: FastifyInstance, feed: CatalogChanges): () => void {
  let chain = Promise.resolve()
  return feed.onChange((changes) => {
    const { touched, scored } = matchesOf(changes)
    if (touched.length === 0 && scored.length === 0) return
    chain = chain
      .then(() =>
        app.db.transaction(async (tx) => {
          await enqueueMatches(tx, touched, scored)
          await notify(tx, SETTLEMENT_CHANNEL)
        }),
      )
      .catch((err: unknown) => {
        // PostgreSQL going away: this batch is lost, the next one queues its matches again.
        if (postgresConnectionLost(err)) return app.log.info('settlement queue: PostgreSQL connection lost')
        app.log.error({ err }, 'betting: queueing feed changes for settlement failed')
        app.errorReporter.background(err, 'settlement')
      })
  })
}

/** What a lease reports (metrics): the oldest row's wait and the lease's duration, in seconds. */
export type LeaseObserver = (lagS: number, durationS: number) => void

/**
 * One lease: the oldest queued rows no other worker holds, their work, their removal, one transaction.
 * Returns how many rows it took (0: nothing to do).
 */
export async function settleQueued(
  betting: Betting,
  limit = SETTLEMENT_LEASE_ROWS,
  observe: LeaseObserver = () => undefined,
): Promise<number> {
  return betting.db.transaction(async (tx) => {
    const started = Date.now()
    const rows = await leaseQueued(tx, limit)
    if (rows.length === 0) return 0
    const touched = [...new Set(rows.filter((r) => !r.scored).map((r) => r.matchId))]
    const scored = [...new Set(rows.filter((r) => r.scored).map((r) => r.matchId))]
    await settleChanged(betting, touched, scored)
    await deleteQueued(
      tx,
      rows.map((r) => r.id),
    )
    const oldest = Math.min(...rows.map((r) => r.queuedAt.getTime()))
    observe(Math.max(0, started - oldest) / 1000, (Date.now() - started) / 1000)
    return rows.length
  })
}

export interface SettlementWorker {
  ready: Promise<void>
  /** Resolves once the queue was empty after the call (tests). */
  drained(): Promise<void>
  stop(): Promise<void>
}

/** Settlement role: drains the queue when woken (NOTIFY) and every SETTLEMENT_POLL_MS besides. */
export function startSettlementWorker(app: FastifyInstance): SettlementWorker {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false
  const drain = (): Promise<void> => {
    if (stopped) return Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        try {
          const observe: LeaseObserver = (lag, took) => app.metrics.settlementLease(lag, took)
          while (!stopped && (await settleQueued(app.betting, SETTLEMENT_LEASE_ROWS, observe)) > 0);
        } catch (err) {
          // PostgreSQL going away (a restart, or this process stopping with it): no fault; the poll retries.
          if (postgresConnectionLost(err)) {
            app.log.info('settlement worker: PostgreSQL connection lost; its lease is back in the queue')
          } else {
            app.log.error({ err }, 'betting: settlement worker failed; its lease is back in the queue')
            app.errorReporter.background(err, 'settlement')
          }
        }
      } while (again && !stopped)
    })().finally(() => {
      running = null
    })
    return running
  }
  const listener = listenTo(
    app.db,
    SETTLEMENT_CHANNEL,
    () => void drain(),
    app.log,
    () => void drain(),
  )
  const poll = setInterval(() => void drain(), SETTLEMENT_POLL_MS)
  poll.unref()
  // Work whose queueing was lost (the feed's INSERT failed) is found again; every worker sweeps, and
  // a match already queued is not queued twice.
  const sweep = setInterval(() => {
    queueUndecided(app.db)
      .then((n) => (n > 0 ? drain() : undefined))
      .catch((err: unknown) => {
        if (!postgresConnectionLost(err)) app.log.warn({ err }, 'settlement sweep failed')
      })
  }, SETTLEMENT_SWEEP_MS)
  sweep.unref()
  return {
    ready: listener.ready.then(() => drain()),
    drained: async () => {
      await drain()
      if (running) await running
    },
    async stop() {
      stopped = true
      clearInterval(poll)
      clearInterval(sweep)
      await listener.stop()
      await running
    },
  }
}
