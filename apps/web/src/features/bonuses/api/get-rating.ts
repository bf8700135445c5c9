import { TournamentRating } from '@sportsbook/contract'
import { useQuery } from '@tanstack/react-query'
import { apiSend } from '~/lib/session/api-send.ts'
import { BONUSES_QUERY_ROOT } from './get-campaigns.ts'

/** Rows of the leaderboard /promotions shows (the player's own row comes with them when further down). */
export const RATING_ROWS = 10

export const ratingQueryKey = (id: string) => [...BONUSES_QUERY_ROOT, 'rating', id] as const

/** GET /bonuses/tournaments/{id}/rating: the top of the leaderboard and the player's row. */
export const useTournamentRating = (id: string) =>
  useQuery({
    queryKey: ratingQueryKey(id),
    queryFn: ({ signal }) =>
      apiSend('GET', `/bonuses/tournaments/${id}/rating`, TournamentRating, {
        query: { limit: RATING_ROWS },
        signal,
      }),
    staleTime: 30_000,
  })
