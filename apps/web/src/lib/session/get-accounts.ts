import { lazySchema } from '~/lib/lazy-contract.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { PRIVATE_LIVE_POLL_MS, isPrivateLive } from '../realtime/private-live.ts'
import { apiSend } from './api-send.ts'

export const accountsQueryKey = ['session', 'accounts'] as const

/** Balance refreshes this often when realtime balance events are not available. */
export const BALANCE_REFETCH_MS = 15_000

export const getAccounts = (signal?: AbortSignal) =>
  apiSend('GET', '/player/accounts', lazySchema('AccountList'), { api: 'platform', signal })

export const getAccountsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: accountsQueryKey,
    queryFn: ({ signal }) => getAccounts(signal),
    enabled,
    staleTime: 5_000,
    // Polling is the fallback: while the private channel pushes balance_changed it can be slow.
    refetchInterval: enabled ? () => (isPrivateLive() ? PRIVATE_LIVE_POLL_MS : BALANCE_REFETCH_MS) : false,
    refetchOnWindowFocus: true,
  })

export const useAccounts = (enabled: boolean) => useQuery(getAccountsQueryOptions(enabled))
