import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-client.ts'

// Statistics and timeline carry codes, not names: the same answer serves every locale.
export const getMatchStatisticsQueryOptions = (matchId: number) =>
  queryOptions({
    queryKey: ['match-stats', matchId, 'statistics'],
    queryFn: ({ signal }) =>
      apiGet(`/matches/${matchId}/statistics`, lazySchema('MatchStatistics'), { signal }),
  })

export const getMatchTimelineQueryOptions = (matchId: number) =>
  queryOptions({
    queryKey: ['match-stats', matchId, 'timeline'],
    queryFn: ({ signal }) => apiGet(`/matches/${matchId}/timeline`, lazySchema('MatchTimeline'), { signal }),
  })

export const useMatchStatistics = (matchId: number, enabled = true) =>
  useQuery({ ...getMatchStatisticsQueryOptions(matchId), enabled })
export const useMatchTimeline = (matchId: number, enabled = true) =>
  useQuery({ ...getMatchTimelineQueryOptions(matchId), enabled })
