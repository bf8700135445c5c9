// Which providers are active (spec §6), apart from the slip's reducer: only the slip's setup needs it,
// so the reducer every page loads does not carry it.
import type { Provider } from './types.ts'

const PROVIDERS: readonly Provider[] = ['betradar', 'oddin', 'betconstruct']

/**
 * The providers whose status is active, from a status per provider (GET /settings `provider_statuses`,
 * then each `provider_status_changed`): a provider the statuses do not name has never been switched off.
 */
export function activeProvidersOf(statuses: Partial<Record<Provider, boolean>>): Provider[] {
  return PROVIDERS.filter((p) => statuses[p] !== false)
}
