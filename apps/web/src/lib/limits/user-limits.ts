// The player's limits (GET /user_limits), shared by the limits feature (the page, the trackers) and the
// bet slip (remaining allowance beside the stake, why Place is disabled).
import type { UserLimit } from '@sportsbook/contract'
import { isInForce } from '@sportsbook/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

export const userLimitsQueryKey = ['session', 'user-limits'] as const

export const getUserLimits = (signal?: AbortSignal) =>
  apiSend('GET', '/user_limits', lazySchema('UserLimitList'), { api: 'platform', signal })

export const userLimitsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: userLimitsQueryKey,
    queryFn: ({ signal }) => getUserLimits(signal),
    enabled,
    staleTime: 10_000,
  })

export const useUserLimits = (enabled: boolean) => useQuery(userLimitsQueryOptions(enabled))

/** Whether the limit binds now: the domain's rule on its status. */
export const inForce = (l: UserLimit): boolean => isInForce(l.status)
