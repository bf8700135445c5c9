import { lazy, Suspense } from 'react'
import { useSession } from '~/lib/session/use-session.ts'

// The bell, its popover and the notification texts load after the page's first script (route
// budgets): only a signed-in player has one, and it is asked for as soon as the header knows that.
const PlayerBell = lazy(() => import('./notification-bell.tsx').then((m) => ({ default: m.PlayerBell })))

/** The header's bell (players only): the unread count, live, and the notification centre on press. */
export function NotificationBell() {
  const player = useSession().player
  if (!player) return null
  return (
    <Suspense fallback={<span aria-hidden className="size-9" />}>
      <PlayerBell playerId={player.id} language={player.language} />
    </Suspense>
  )
}
