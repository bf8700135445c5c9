import { publicChannel, type JackpotList } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useRealtimeChannel } from '~/hooks/use-realtime-channel.ts'
import { jackpotsQueryKey } from '../api/get-jackpots.ts'

/**
 * `jackpot_changed` on `public:{locale}` replaces that jackpot's pools in the cached list. A refresh
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
      void qc
        .cancelQueries({ queryKey: jackpotsQueryKey })
        .then(() =>
          qc.setQueryData<JackpotList>(jackpotsQueryKey, (old) =>
            old ? { ...old, data: old.data.map((j) => (j.id === jackpot.id ? jackpot : j)) } : old,
          ),
        )
    },
    onResync: () => void qc.invalidateQueries({ queryKey: jackpotsQueryKey }),
  })
}
