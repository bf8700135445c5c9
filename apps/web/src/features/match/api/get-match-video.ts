import { lazySchema } from '~/lib/lazy-contract.ts'
import { useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-client.ts'

/** The match's stream; not asked for while the player has video off (spec §3 Settings, videoEnabled). */
export const useMatchVideo = (matchId: number, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['match-video', matchId],
    queryFn: ({ signal }) => apiGet(`/matches/${matchId}/video`, lazySchema('MatchVideo'), { signal }),
  })
