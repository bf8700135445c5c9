import { lazySchema } from '~/lib/lazy-contract.ts'
import { useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-client.ts'

export const useMatchVideo = (matchId: number) =>
  useQuery({
    queryKey: ['match-video', matchId],
    queryFn: ({ signal }) => apiGet(`/matches/${matchId}/video`, lazySchema('MatchVideo'), { signal }),
  })
