import { publicChannel, type Jackpot, type JackpotList } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useRealtimeChannel } from '~/hooks/use-realtime-channel.ts'
import { jackpotQueryKey } from '../api/get-jackpot.ts'
import { jackpotsQueryKey } from '../api/get-jackpots.ts'

/**
 * `jackpot_changed` on `public:{locale}` replaces that jackpot's pools in the cached list and in its
 * own cache (GET /jackpots/{id}, where a widget names it). A refresh
 * in flight (every 15 s) was asked before the push and would answer the older pools after it: it is
 * cancelled first, so the pushed pools stay until the next refresh reads them again.
 */
export function useJackpotsLive(): void {
  const qc = useQueryClient()
  const { locale } = useIntl()
  useRealtimeChannel(publicChannel(locale), {
    onPublication: (event) => {
      if (event.type !== 'jackpot_changed') return
      const { jackpot } = event
      const one = jackpotQueryKey(jackpot.id)
      void Promise.all([
        qc.cancelQueries({ queryKey: jackpotsQueryKey }),
        qc.cancelQueries({ queryKey: one }),
      ]).then(() => {
        qc.setQueryData<JackpotList>(jackpotsQueryKey, (old) =>
          old ? { ...old, data: old.data.map((j) => (j.id === jackpot.id ? jackpot : j)) } : old,
        )
        qc.setQueryData<Jackpot>(one, (old) => (old ? jackpot : old))
      })
    },
    onResync: () => {
      void qc.invalidateQueries({ queryKey: jackpotsQueryKey })
      void qc.invalidateQueries({ queryKey: jackpotQueryKey('').slice(0, -1) })
    },
  })
}
