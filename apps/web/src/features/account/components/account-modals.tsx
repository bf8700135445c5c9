import { lazy, Suspense } from 'react'
import { useOpenModal, type ModalName } from '~/components/modal/modal-store.ts'
import { useUrlModal } from '~/components/modal/use-url-modal.ts'
import { usePlayer } from '~/lib/session/get-player.ts'
import { isLoggedIn, useSessionExpiry } from '~/lib/session/use-session.ts'

// The forms, their validation and react-aria's fields load when a dialog first opens, not with the page.
const AccountModalBody = lazy(() => import('./account-modal-body.tsx'))
const AuthGates = lazy(() => import('./auth-gates.tsx').then((m) => ({ default: m.AuthGates })))
const TermsChecker = lazy(() => import('./terms-checker.tsx').then((m) => ({ default: m.TermsChecker })))

/** The modals this feature renders; others (share-bet-not-found) belong to their own feature. */
const ACCOUNT_MODALS: readonly ModalName[] = [
  'sign-in',
  'sign-up',
  'confirmation',
  'resend-confirmation',
  'password-new',
  'password-edit',
  'unlock',
  'deposit',
]

/**
 * Hosts the auth and deposit modals (spec §2): opened by name from anywhere, or by the URL hash
 * and ?modal= (then removed from the URL). Also forgets the player when a request answers 401.
 */
export function AccountModals() {
  useUrlModal()
  useSessionExpiry()
  const open = useOpenModal()
  const signedIn = isLoggedIn(usePlayer().data)
  const name = open && ACCOUNT_MODALS.includes(open.name) ? open.name : null
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
      <Suspense fallback={null}>
        {name && <AccountModalBody name={name} params={open?.params ?? {}} />}
      </Suspense>
    </>
  )
}
