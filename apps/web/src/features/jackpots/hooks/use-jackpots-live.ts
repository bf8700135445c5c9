import { publicChannel, type JackpotList } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useRealtimeChannel } from '~/hooks/use-realtime-channel.ts'
import { jackpotsQueryKey } from '../api/get-jackpots.ts'

/** `jackpot_changed` on `public:{locale}` replaces that jackpot's pools in the cached list. */
export function useJackpotsLive(): void {
  const qc = useQueryClient()
  const { locale } = useIntl()
  useRealtimeChannel(publicChannel(locale), {
    onPublication: (event) => {
      if (event.type !== 'jackpot_changed') return
      qc.setQueryData<JackpotList>(jackpotsQueryKey, (old) =>
        old ? { ...old, data: old.data.map((j) => (j.id === event.jackpot.id ? event.jackpot : j)) } : old,
      )
    },
    onResync: () => void qc.invalidateQueries({ queryKey: jackpotsQueryKey }),
  })
}
