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

/**
 * GET /matches/{id}/streams (spec §7): the ways to watch the match; asked only where the match says
 * it has video (`has_video`), so the scoreboard's Watch control costs no request elsewhere.
 */
export const useMatchStreams = (matchId: number, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: ['match-streams', matchId],
    queryFn: ({ signal }) => apiGet(`/matches/${matchId}/streams`, lazySchema('MatchStreams'), { signal }),
    staleTime: 60_000,
  })
