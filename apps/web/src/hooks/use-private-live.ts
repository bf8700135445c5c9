import { playerChannel } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getRealtimeClient } from '~/lib/realtime/browser-client.ts'
import { BETS_QUERY_ROOT, applyPrivateEvent } from '~/lib/realtime/private-cache.ts'
import { setPrivateLive } from '~/lib/realtime/private-live.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { usePlayer } from '~/lib/session/get-player.ts'
import { isLoggedIn } from '~/lib/session/use-session.ts'

/** The server names the channel by the player's language; one a channel cannot hold is 'en' there too. */

/**
 * Keeps the signed-in player's balance, bets and cash-out offers live (spec §4): the realtime
 * connection follows the session (a new user reconnects with a fresh token) and, while a player is
 * signed in, their private channel's events are written to the query cache. Mounted once, in root.
 */
export function usePrivateLive(): void {
  const qc = useQueryClient()
  const player = usePlayer().data
  const userId = player === undefined ? undefined : isLoggedIn(player) ? String(player.id) : null
  const channel = isLoggedIn(player) ? playerChannel(player.language, player.id) : null

  useEffect(() => {
    if (userId === undefined) return
    const client = getRealtimeClient()
    client?.setUser(userId)
    if (!client || !channel) return
    const off = client.subscribe(channel, {
      onPublication: (event) => applyPrivateEvent(qc, event),
      // Events may have been missed before this subscribe: reload balance and bets once.
      onResync: () => {
        void qc.invalidateQueries({ queryKey: accountsQueryKey })
        void qc.invalidateQueries({ queryKey: BETS_QUERY_ROOT })
      },
      onSubscriptionState: (state) => setPrivateLive(state === 'subscribed'),
    })
    return () => {
      off()
      setPrivateLive(false)
    }
  }, [qc, userId, channel])
}
