import type { VoteChoice, VoteResult } from '@sportsbook/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

// Sent with the session cookie (apiSend): the answer carries the player's own vote.
export const voteQueryOptions = (matchId: number, playerKey: number | null) =>
  queryOptions({
    queryKey: ['vote', matchId, playerKey],
    queryFn: ({ signal }) =>
      apiSend('GET', '/vote', lazySchema('VoteResult'), { query: { match_id: matchId }, signal }),
  })

export const useVote = (matchId: number, playerKey: number | null, enabled: boolean) =>
  useQuery({ ...voteQueryOptions(matchId, playerKey), enabled })

export function useCastVote(matchId: number, playerKey: number | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (choice: VoteChoice) =>
      apiSend('POST', '/vote', lazySchema('VoteResult'), { body: { match_id: matchId, choice } }),
    onSuccess: (result: VoteResult) =>
      client.setQueryData(voteQueryOptions(matchId, playerKey).queryKey, result),
  })
}
