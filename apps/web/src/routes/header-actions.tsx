// The header's feature entries, one chunk loaded after the page's first script (route budgets,
// docs/performance.md). root.tsx renders them through React.lazy inside <Suspense>: the server waits
// for this module and sends the same markup, and the browser hydrates it when the chunk arrives (asked
// for as hydration starts), so nothing moves and nothing mismatches. Until then the entries are inert,
// as every server-rendered control is before hydration; Sign In / Sign Up only appear once the
// browser knows the session, which is after that.
import { HeaderActions as AccountActions } from '~/features/account/components/header-actions.tsx'
import { SessionStatus, SessionStrip } from '~/features/limits/components/session-status.tsx'
import { NotificationBell } from '~/features/notifications/components/notification-bell-slot.tsx'
import { SearchButton } from '~/features/search/components/search-button.tsx'
import { SettingsButton } from '~/features/settings/components/settings-button.tsx'

/** Search, the bell, the session clock, settings, then Sign In / Sign Up or the player's menus. */
export function HeaderActions() {
  return (
    <>
      <SearchButton />
      <NotificationBell />
      <SessionStatus />
      <SettingsButton />
      <AccountActions />
    </>
  )
}

/** The session clock's line under the header below lg (a signed-in player only). */
export function HeaderStrip() {
  return <SessionStrip />
}
