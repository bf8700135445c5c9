import type { Provider } from '@sportsbook/contract'
import { createStore, useStore } from '../create-store.ts'

/** Each data provider's status; a provider not named has never been switched off (spec §6). */
export type ProviderStatuses = Partial<Record<Provider, boolean>>

/**
 * The providers' statuses as the server last said them: GET /settings' `provider_statuses`, then each
 * `provider_status_changed` of the public channel (spec §7). Null until settings arrive. The slip reads
 * it to make an inactive provider's selections unavailable and restore them when it is back.
 */
const statuses = createStore<ProviderStatuses | null>(null)

/** The statuses of a GET /settings answer: they replace what the store held (the newer truth). */
export function loadProviderStatuses(next: ProviderStatuses): void {
  statuses.set(next)
}

/** One provider went offline or came back (`provider_status_changed`). */
export function providerStatusChanged(provider: Provider, active: boolean): void {
  statuses.set((current) => (current?.[provider] === active ? current : { ...current, [provider]: active }))
}

export function getProviderStatuses(): ProviderStatuses | null {
  return statuses.get()
}

export function useProviderStatuses(): ProviderStatuses | null {
  return useStore(statuses)
}
