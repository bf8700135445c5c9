import { Settings } from '@sportsbook/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiSend } from '~/lib/session/api-send.ts'

/** GET /settings: stake chips, odds policy, provider rules and limits (visitor defaults when signed out). */
export const getSettings = (signal?: AbortSignal) => apiSend('GET', '/settings', Settings, { signal })

export const getSettingsQueryOptions = (playerId: number | undefined) =>
  queryOptions({
    queryKey: ['settings', playerId ?? 'visitor'],
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 5 * 60_000,
    enabled: typeof window !== 'undefined',
  })

export const useSettings = (playerId: number | undefined) => useQuery(getSettingsQueryOptions(playerId))
