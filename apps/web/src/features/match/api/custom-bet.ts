import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiGet } from '~/lib/api-client.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** A leg as the custom-bet endpoints take it. */
export interface CustomLeg {
  market_id: number
  specifier: string
  outcome_id: string
}

/** While legs are picked, the joint price follows the feed this often. */
export const CUSTOM_ODDS_REFRESH_MS = 5_000

export const useCustomMarkets = (matchId: number) =>
  useQuery({
    queryKey: ['custom-markets', matchId],
    queryFn: ({ signal }) =>
      apiGet(`/bets/custom/markets/${matchId}`, lazySchema('CustomMarketsResponse'), { signal }),
  })

/**
 * The server's joint price of the legs (POST /bets/custom/odds), from two legs on; not asked while
 * `open` is false (a leg's line is suspended: the server would refuse it).
 */
export const useCustomOdds = (matchId: number, legs: readonly CustomLeg[], open = true) =>
  useQuery({
    queryKey: ['custom-odds', matchId, legs],
    enabled: open && legs.length >= 2,
    retry: false,
    placeholderData: keepPreviousData,
    refetchInterval: CUSTOM_ODDS_REFRESH_MS,
    queryFn: () =>
      apiSend('POST', '/bets/custom/odds', lazySchema('CustomOddsResponse'), {
        body: { match_id: matchId, selections: legs },
      }),
  })
