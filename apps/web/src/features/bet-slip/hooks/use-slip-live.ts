import { matchChannel, publicChannel } from '@sportsbook/contract'
import { matchId } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useRealtimeChannel } from '~/hooks/use-realtime-channel.ts'
import { providerStatusChanged } from '~/lib/settings/provider-statuses.ts'
import { marketSnapshots } from '~/lib/slip/market-snapshot.ts'
import { dispatchSlip } from '~/lib/slip/use-slip.ts'

/**
 * Live odds and statuses for one match of the slip: the domain flags moved selections (accept to
 * go on) and suspends closed ones (spec §4 odds update).
 */
export function useSlipMatchLive(locale: string, id: number): void {
  useRealtimeChannel(matchChannel(locale, id), {
    onPublication(e) {
      if (e.type === 'markets_changed' && e.match_id === id) {
        dispatchSlip({
          type: 'marketsChanged',
          matchId: matchId(id),
          markets: marketSnapshots(id, e.markets),
        })
      } else if ((e.type === 'match_status_changed' || e.type === 'match_changed') && e.match.id === id) {
        dispatchSlip({ type: 'matchStatusChanged', matchId: matchId(id), status: e.match.status })
      }
    },
  })
}

/**
 * Providers going offline and back (`provider_status_changed` on `public:{locale}`, spec §6/§7): the
 * store changes, and the slip's setup makes that provider's selections unavailable or restores them.
 * After a gap (or the first subscribe) GET /settings is asked again for the statuses now.
 */
export function useSlipProvidersLive(locale: string): void {
  const qc = useQueryClient()
  useRealtimeChannel(publicChannel(locale), {
    onPublication(e) {
      if (e.type === 'provider_status_changed') providerStatusChanged(e.provider, e.active)
    },
    onResync: () => void qc.invalidateQueries({ queryKey: ['settings'] }),
  })
}
