import { lazy, Suspense, useState } from 'react'
import { useModalStack } from '~/lib/modal/modal-store.ts'
import { useUrlModal } from '~/components/modal/use-url-modal.ts'
import { usePlayer } from '~/lib/session/get-player.ts'
import { isLoggedIn, useSessionExpiry } from '~/lib/session/use-session.ts'
import { ACCOUNT_MODALS } from './account-modal-names.ts'

// The forms, their validation and react-aria's fields load when a dialog first opens, not with the page.
const AccountModalLevels = lazy(() => import('./account-modal-body.tsx'))
const AuthGates = lazy(() => import('./auth-gates.tsx').then((m) => ({ default: m.AuthGates })))
const TermsChecker = lazy(() => import('./terms-checker.tsx').then((m) => ({ default: m.TermsChecker })))

/**
 * Hosts the auth and deposit modals (spec §2): opened by name from anywhere, or by the URL hash
 * and ?modal= (then removed from the URL), one level per modal of the stack. Also forgets the
 * player when a request answers 401.
 */
export function AccountModals() {
  useUrlModal()
  useSessionExpiry()
  const stack = useModalStack()
  const signedIn = isLoggedIn(usePlayer().data)
  // Once one of this feature's dialogs has opened, the levels stay mounted (exit animations).
  const [wanted, setWanted] = useState(false)
  if (!wanted && stack.some((m) => ACCOUNT_MODALS.includes(m.name))) setWanted(true)
  return (
    <>
      <Suspense fallback={null}>
        {signedIn && (
          <>
            <AuthGates />
            <TermsChecker />
          </>
        )}
      </Suspense>
      <Suspense fallback={null}>{wanted && <AccountModalLevels stack={stack} />}</Suspense>
    </>
  )
}
