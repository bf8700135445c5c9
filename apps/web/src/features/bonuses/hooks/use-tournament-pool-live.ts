import { publicChannel, type CampaignList } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useLocale } from '~/hooks/use-locale.ts'
import { useRealtimeChannel } from '~/hooks/use-realtime-channel.ts'
import { BONUSES_QUERY_ROOT } from '../api/get-campaigns.ts'
import { ratingQueryKey } from '../api/get-rating.ts'

/**
 * Keeps tournament pools live from `public:{locale}` (`tournament_pool_changed`): the pool and the
 * prizes of every cached campaign list follow, and the leaderboard (its prizes) reloads.
 */
export function useTournamentPoolLive(): void {
  const qc = useQueryClient()
  const locale = useLocale()
  useRealtimeChannel(publicChannel(locale), {
    onPublication(event) {
      if (event.type !== 'tournament_pool_changed') return
      qc.setQueriesData<CampaignList>({ queryKey: BONUSES_QUERY_ROOT }, (old) => {
        if (!old || !Array.isArray(old.data) || !old.data.some((c) => c.id === event.tournament_id))
          return old
        const data = old.data.map((c) =>
          c.id === event.tournament_id && c.points ? { ...c, points: { ...c.points, pool: event.pool } } : c,
        )
        return { ...old, data }
      })
      void qc.invalidateQueries({ queryKey: ratingQueryKey(event.tournament_id) })
    },
  })
}
