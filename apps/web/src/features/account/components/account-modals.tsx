import { useState } from 'react'
import { useIntl } from 'react-intl'
import { AppModal } from '~/components/modal/app-modal.tsx'
import { closeModal, useModalStack, type ModalName, type OpenModal } from '~/components/modal/modal-store.ts'
import { useUrlModal } from '~/components/modal/use-url-modal.ts'
import { useSessionExpiry } from '~/lib/session/use-session.ts'
import { AuthGates } from './auth-gates.tsx'
import { DepositForm } from './deposit-form.tsx'
import { EditPasswordForm } from './edit-password-form.tsx'
import { EmailRequestForm } from './email-request-form.tsx'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import { SignInForm } from './sign-in-form.tsx'
import { SignUpForm } from './sign-up-form.tsx'
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

function ModalBody({ open }: { open: OpenModal }) {
  const params = open.params
  switch (open.name) {
    case 'sign-in':
      return <SignInForm reason={params.reason} />
    case 'sign-up':
      return <SignUpForm />
    case 'confirmation':
      return <TokenResult kind="confirmation" token={params.confirmation_token} />
    case 'unlock':
      return <TokenResult kind="unlock" token={params.unlock_token} />
    case 'resend-confirmation':
      return <EmailRequestForm kind="confirmation" />
    case 'password-new':
      return <ForgotPasswordForm />
    case 'password-edit':
      return <EditPasswordForm token={params.reset_password_token} />
    case 'deposit':
      return <DepositForm />
    default:
      return null
  }
}

/** One level of the modal stack: open while the stack holds one of this feature's modals there. */
function ModalLevel({ open }: { open: OpenModal | undefined }) {
  const intl = useIntl()
  const mine = open && ACCOUNT_MODALS.includes(open.name) ? open : undefined
  return (
    <AppModal
      title={mine ? intl.formatMessage({ id: `modal.${mine.name}` }) : ''}
      isOpen={mine !== undefined}
      onOpenChange={(o) => !o && closeModal()}
      variant="sheet"
      size="sm"
    >
      {/* Keyed by name: moving from sign-in to sign-up starts the new form afresh. */}
      {mine && <ModalBody key={mine.name} open={mine} />}
    </AppModal>
  )
}

/**
 * Hosts the auth and deposit modals (spec §2): opened by name from anywhere, or by the URL hash
 * and ?modal= (then removed from the URL), one level per modal of the stack. Also forgets the
 * player when a request answers 401.
 */
export function AccountModals() {
  useUrlModal()
  useSessionExpiry()
  const stack = useModalStack()
  // Levels only grow, so a closing level stays mounted for its exit animation.
  const [levels, setLevels] = useState(1)
  if (stack.length > levels) setLevels(stack.length)
  return (
    <>
      <AuthGates />
      {Array.from({ length: levels }, (_, i) => (
        <ModalLevel key={i} open={stack[i]} />
      ))}
    </>
  )
}
