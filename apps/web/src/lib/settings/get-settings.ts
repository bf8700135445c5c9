import { queryOptions } from '@tanstack/react-query'
import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** GET /settings: stake chips, odds policy, provider rules and limits (visitor defaults when signed out). */
export const getSettings = (signal?: AbortSignal) =>
  apiSend('GET', '/settings', lazySchema('Settings'), { signal })

export const settingsQueryKey = (playerId: number | undefined) => ['settings', playerId ?? 'visitor'] as const

export const getSettingsQueryOptions = (playerId: number | undefined) =>
  queryOptions({
    queryKey: settingsQueryKey(playerId),
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 5 * 60_000,
    enabled: typeof window !== 'undefined',
  })
