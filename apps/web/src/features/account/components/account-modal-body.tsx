import { useIntl } from 'react-intl'
import { AppModal } from '~/components/modal/app-modal.tsx'
import { closeModal, type ModalName } from '~/components/modal/modal-store.ts'
import { DepositForm } from './deposit-form.tsx'
import { EditPasswordForm } from './edit-password-form.tsx'
import { EmailRequestForm } from './email-request-form.tsx'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import { SignInForm } from './sign-in-form.tsx'
import { SignUpForm } from './sign-up-form.tsx'
import { TokenResult } from './token-result.tsx'

/** The open auth or deposit dialog: loaded with its forms when one first opens (`AccountModals`). */
export default function AccountModalBody({
  name,
  params,
}: {
  name: ModalName
  params: Record<string, string>
}) {
  const intl = useIntl()
  return (
    <AppModal
      title={intl.formatMessage({ id: `modal.${name}` })}
      isOpen
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
  )
}
