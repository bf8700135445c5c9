import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { publicEnv } from '~/config/public-env.ts'
import { getStatusGroups } from '~/lib/session/get-status-groups.ts'
import { useSession } from '~/lib/session/use-session.ts'

/** Whether a player (or a visitor) may stay, by spec §6's user-group rule; null while unknown. */
export function mayStay(
  rule: { requiredGroup: string | null; redirectLoggedOut: boolean },
  state: { loggedIn: boolean | null; currentGroup: string | null | undefined },
): boolean | null {
  if (state.loggedIn === null) return null
  if (!state.loggedIn) return !rule.redirectLoggedOut
  if (!rule.requiredGroup) return true
  if (state.currentGroup === undefined) return null
  return state.currentGroup?.toLowerCase() === rule.requiredGroup.toLowerCase()
}

/**
 * Spec §6 user-group checker: players outside the configured group, or visitors when configured,
 * go to the platform origin. Does nothing unless the operator set a platform origin and a rule.
 */
export function UserGroupCheck({
  go = (url: string) => window.location.assign(url),
}: {
  go?: (url: string) => void
}) {
  const env = publicEnv()
  const session = useSession()
  const active = env.platformOrigin !== null && (env.requiredUserGroup !== null || env.redirectLoggedOut)
  const loggedIn = session.status === 'logged_in' ? true : session.status === 'not_logged_in' ? false : null
  const groups = useQuery({
    queryKey: ['session', 'status-groups'],
    queryFn: ({ signal }) => getStatusGroups(signal),
    enabled: active && loggedIn === true && env.requiredUserGroup !== null,
    staleTime: 60_000,
  })
  const currentGroup = groups.data
    ? (groups.data.status_groups.find((g) => g.current)?.name ?? null)
    : undefined
  const verdict = active
    ? mayStay(
        { requiredGroup: env.requiredUserGroup, redirectLoggedOut: env.redirectLoggedOut },
        { loggedIn, currentGroup },
      )
    : true
  useEffect(() => {
    if (verdict === false && env.platformOrigin) go(env.platformOrigin)
  }, [verdict, env.platformOrigin, go])
  return null
}
