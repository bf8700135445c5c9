import { useIntl } from 'react-intl'
import { AppModal } from '~/components/modal/app-modal.tsx'
import { closeModal, useOpenModal, type ModalName } from '~/components/modal/modal-store.ts'
import { useUrlModal } from '~/components/modal/use-url-modal.ts'
import { useSessionExpiry } from '~/lib/session/use-session.ts'
import { AuthGates } from './auth-gates.tsx'
import { DepositForm } from './deposit-form.tsx'
import { EditPasswordForm } from './edit-password-form.tsx'
import { EmailRequestForm } from './email-request-form.tsx'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import { SignInForm } from './sign-in-form.tsx'
import { SignUpForm } from './sign-up-form.tsx'
import { TermsChecker } from './terms-checker.tsx'
import { TokenResult } from './token-result.tsx'

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
  const intl = useIntl()
  useUrlModal()
  useSessionExpiry()
  const open = useOpenModal()
  const name = open && ACCOUNT_MODALS.includes(open.name) ? open.name : null
  const params = open?.params ?? {}
  return (
    <>
      <AuthGates />
      <TermsChecker />
      <AppModal
        title={name ? intl.formatMessage({ id: `modal.${name}` }) : ''}
        isOpen={name !== null}
        onOpenChange={(o) => !o && closeModal()}
        variant="sheet"
        size="sm"
      >
        {name === 'sign-in' && <SignInForm reason={params.reason} />}
        {name === 'sign-up' && <SignUpForm />}
        {name === 'confirmation' && <TokenResult kind="confirmation" token={params.confirmation_token} />}
        {name === 'unlock' && <TokenResult kind="unlock" token={params.unlock_token} />}
        {name === 'resend-confirmation' && <EmailRequestForm kind="confirmation" />}
        {name === 'password-new' && <ForgotPasswordForm />}
        {name === 'password-edit' && <EditPasswordForm token={params.reset_password_token} />}
        {name === 'deposit' && <DepositForm />}
      </AppModal>
    </>
  )
}
