// Data providers' status (spec §6: a provider's matches take bets only while it is active). Listings,
// match pages and placement read the `providers` table in their own queries; this service changes it
// and tells the clients: `provider_status_changed` on every public channel (spec §7), after the write.
import type { Provider, ProviderStatusChangedEvent } from '@sportsbook/contract'
import type { Executor } from '../../db/client.ts'
import { selectProviderStatuses, upsertProviderStatus } from './repository.ts'

export interface ProvidersDeps {
  /** Sends the event to every locale's public channel; never throws (a failed publish is logged). */
  publish(event: ProviderStatusChangedEvent): Promise<void>
  /** Called after a change is written, before it is published (the catalog cache drops its answers). */
  onChanged?(): void
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
  }
}

export type ProvidersService = ReturnType<typeof createProvidersService>
