// Data providers' status (spec §6: a provider's matches take bets only while it is active). Listings,
// match pages and placement read the `providers` table in their own queries; this service changes it
// and tells the clients: `provider_status_changed` on every public channel (spec §7), after the write.
import type { Provider, ProviderStatusChangedEvent } from '@sportsbook/contract'
import type { Executor } from '../../db/client.ts'
import { ApiError, notFound } from '../../lib/api-error.ts'
import { selectProviderStatuses, upsertProviderStatus } from './repository.ts'

export interface ProvidersDeps {
  /** Sends the event to every locale's public channel; never throws (a failed publish is logged). */
  publish(event: ProviderStatusChangedEvent): Promise<void>
  /** Called after a change is written, before it is published (the catalog cache drops its answers). */
  onChanged?(): void
  /** The demo feed's score switch, when the feed runs (dev score switch); null without a feed. */
  feed?(): ScoreFeed | null
}

/** What the dev score switch needs of a feed (the demo feed's `setScore`, ADR 031). */
export interface ScoreFeed {
  setScore(matchId: number, score: { home: number; away: number }): Promise<string>
}

export function createProvidersService(db: Executor, deps: ProvidersDeps) {
  return {
    /** Every provider's status as stored: `{ betradar: true, oddin: false }`. */
    async statuses(): Promise<Record<string, boolean>> {
      return Object.fromEntries((await selectProviderStatuses(db)).map((r) => [r.key, r.active]))
    },

    /** Takes a provider offline or back; publishes only when the status changed. */
    async setActive(provider: Provider, active: boolean) {
      const changed = await upsertProviderStatus(db, provider, active)
      if (changed) {
        deps.onChanged?.()
        await deps.publish({ type: 'provider_status_changed', provider, active })
      }
      return { provider, active, changed }
    },

    /** Development: a live match's total score set through the feed's tick (as a real goal moves it). */
    async setScore(matchId: number, score: { home: number; away: number }) {
      const feed = deps.feed?.()
      const outcome = feed ? await feed.setScore(matchId, score) : 'not_live'
      if (outcome === 'not_live') throw notFound(`Live match ${matchId} of the demo feed`)
      if (outcome === 'unsupported')
        throw new ApiError('invalid_params', 'The score switch covers soccer, basketball and ice hockey')
      return { match_id: matchId, ...score, changed: outcome === 'set' }
    },
  }
}

export type ProvidersService = ReturnType<typeof createProvidersService>
