import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { createStore, useStore } from '~/lib/create-store.ts'
import { ApiError } from '~/lib/api-client.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { getSessionInfo } from '../api/sportsbook-session.ts'

/** Spec §9: the reality check's session info is refetched this often, never from a cache. */
export const SESSION_INFO_REFETCH_MS = 30_000
export const sessionInfoQueryKey = ['session', 'sportsbook-session'] as const

// Spec §8: a 400 from the reality check stops further checks for this page's life.
const stopped = createStore(false)
const stop = () => stopped.set(true)
export const useChecksStopped = () => useStore(stopped)

/** Session time, stakes, returns, net position and the next reality check of the signed-in player. */
export function useSessionInfo(signedIn: boolean) {
  const halted = useChecksStopped()
  return useQuery({
    queryKey: sessionInfoQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await getSessionInfo(signal)
      } catch (e) {
        if (e instanceof ApiError && e.status === 400) stop()
        throw e
      }
    },
    enabled: signedIn && !halted,
    refetchInterval: SESSION_INFO_REFETCH_MS,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
}

/** Whether the session info failed because a session limit was reached (spec §8: 403). */
export const isSessionLimitError = (e: unknown): boolean =>
  e instanceof ApiError && e.status === 403 && e.code === 'session_limit_reached'

/** The balances last seen by any caller: the first to see them change refetches, the others agree. */
let seenBalances: string | undefined

/**
 * The net position moves with the events that move the balance (issue #29): a bet, a cash-out, a
 * settlement or a deposit changes some account's balance (after placing or cashing out, or by the
 * private channel's balance_changed), and the session info is fetched again at once instead of
 * waiting up to SESSION_INFO_REFETCH_MS.
 */
export function useNetFollowsBalance(): void {
  const qc = useQueryClient()
  const { accounts } = useSession()
  const key = accounts.map((a) => `${a.currency}:${a.balance.value}`).join('|')
  useEffect(() => {
    if (!key) return
    if (seenBalances !== undefined && seenBalances !== key)
      void qc.invalidateQueries({ queryKey: sessionInfoQueryKey })
    seenBalances = key
  }, [key, qc])
}
