import { lazy, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'
import { AppModal } from '~/components/modal/app-modal.tsx'
import { closeModal, type OpenModal } from '~/lib/modal/modal-store.ts'
import { ACCOUNT_MODALS } from './account-modal-names.ts'
import { DepositFieldsForm } from './deposit-fields-form.tsx'
import { DepositForm } from './deposit-form.tsx'
import { EditPasswordForm } from './edit-password-form.tsx'
import { EmailRequestForm } from './email-request-form.tsx'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import { SignInForm } from './sign-in-form.tsx'
import { SignUpForm } from './sign-up-form.tsx'
import { TokenResult } from './token-result.tsx'

// The payment widget's dialogs load when one opens (spec §2 iframe deposit, §4 quick deposit).
const WidgetDeposit = lazy(() => import('./widget-deposit.tsx').then((m) => ({ default: m.WidgetDeposit })))
const QuickDeposit = lazy(() => import('./quick-deposit.tsx').then((m) => ({ default: m.QuickDeposit })))

// Loaded with its forms, validation and react-aria's fields when one of the feature's dialogs first
// opens (`AccountModals`), not with the page.

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
    case 'deposit-fields':
      return <DepositFieldsForm />
    case 'iframe-deposit':
      return (
        <Suspense fallback={null}>
          <div className="p-4">
            <WidgetDeposit />
          </div>
        </Suspense>
      )
    case 'quick-deposit':
      return (
        <Suspense fallback={null}>
          <QuickDeposit stake={params.stake} />
        </Suspense>
      )
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

/** One dialog level per level of the modal stack (spec §9); a closing level stays mounted for its exit animation. */
export default function AccountModalLevels({ stack }: { stack: readonly OpenModal[] }) {
  // Levels only grow, so a closing level stays mounted for its exit animation.
  const [levels, setLevels] = useState(1)
  if (stack.length > levels) setLevels(stack.length)
  return (
    <>
      {Array.from({ length: levels }, (_, i) => (
        <ModalLevel key={i} open={stack[i]} />
      ))}
    </>
  )
}
