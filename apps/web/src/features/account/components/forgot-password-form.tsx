import type { Player } from '@sportsbook/contract'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { completeModal } from '~/lib/modal/modal-store.ts'
import { requestEmail } from '../api/email-requests.ts'
import { requestResetCode } from '../api/reset-password.ts'
import { EMAIL_PATTERN, PHONE_PATTERN, text, useAuthForm, type FieldErrors } from '../hooks/use-auth-form.ts'
import { useStorePlayer } from '../hooks/use-signed-in.ts'
import { ForgotPasswordCodeForm } from './forgot-password-code-form.tsx'
import { normalisePhone } from './forgot-password-errors.ts'
import { FormAlert, FormField, submitClass } from './form-field.tsx'

type Step =
  | { kind: 'ask' }
  | { kind: 'email-sent' }
  | { kind: 'code'; phone: string; resendUntil: string | null }
  | { kind: 'done'; player: Player }

/**
 * Spec §2 forgot_password: the email or phone number of the account, told apart like the sign-in
 * login. An email gets a link; a phone number moves on to the texted code and the new password.
 * Neither answer tells whether the account exists.
 */
export function ForgotPasswordForm() {
  const intl = useIntl()
  const [step, setStep] = useState<Step>({ kind: 'ask' })
  const { errors, formError, pending, onSubmit } = useAuthForm<Step>({
    validate: (d) => {
      const login = text(d, 'login')
      const e: FieldErrors = {}
      if (!login) e.login = intl.formatMessage({ id: 'auth.required.login' })
      else if (login.includes('@')) {
        if (!EMAIL_PATTERN.test(login)) e.login = intl.formatMessage({ id: 'auth.invalid.email' })
      } else if (!PHONE_PATTERN.test(login)) e.login = intl.formatMessage({ id: 'auth.invalid.phone' })
      return e
    },
    submit: async (d) => {
      const login = text(d, 'login')
      if (login.includes('@')) {
        await requestEmail('password', login)
        return { kind: 'email-sent' }
      }
      const phone = normalisePhone(login)
      const sent = await requestResetCode(phone)
      return { kind: 'code', phone, resendUntil: sent.resend_timeout_until ?? null }
    },
    onSuccess: setStep,
  })

  if (step.kind === 'email-sent') {
    return (
      <p role="status" className="p-4 text-sm">
        {intl.formatMessage({ id: 'auth.email_request.sent.password' })}
      </p>
    )
  }
  if (step.kind === 'code') {
    return (
      <ForgotPasswordCodeForm
        phone={step.phone}
        resendUntil={step.resendUntil}
        onResent={(resendUntil) => setStep({ ...step, resendUntil })}
        onChangeNumber={() => setStep({ kind: 'ask' })}
        onDone={(player) => setStep({ kind: 'done', player })}
      />
    )
  }
  if (step.kind === 'done') return <ResetDone player={step.player} />
  // The server names `user.email` or `user.phone`; both are this one field.
  const loginError = errors.login ?? errors.email ?? errors.phone
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3 p-4">
      <p className="text-sm text-muted">{intl.formatMessage({ id: 'auth.forgot.intro' })}</p>
      <FormField
        name="login"
        label={intl.formatMessage({ id: 'auth.field.login' })}
        inputMode="email"
        autoComplete="username"
        autoFocus
        error={loginError}
      />
      <FormAlert message={formError?.message} />
      <button type="submit" disabled={pending} className={submitClass}>
        {intl.formatMessage({ id: pending ? 'auth.phone.sending' : 'auth.forgot.submit' })}
      </button>
    </form>
  )
}

/**
 * The password is changed and the session is open. The player is stored on Continue (or when the modal
 * closes another way), not before: a stored player may open a gate (missed fields) over this message.
 */
function ResetDone({ player }: { player: Player }) {
  const intl = useIntl()
  const store = useStorePlayer()
  const stored = useRef(false)
  const finish = useCallback(() => {
    if (stored.current) return
    stored.current = true
    store(player)
  }, [store, player])
  useEffect(() => finish, [finish])
  return (
    <div role="status" className="flex flex-col gap-3 p-4">
      <p className="font-semibold">{intl.formatMessage({ id: 'auth.forgot.done' })}</p>
      <button
        type="button"
        className={submitClass}
        onClick={() => {
          finish()
          completeModal()
        }}
      >
        {intl.formatMessage({ id: 'auth.continue' })}
      </button>
    </div>
  )
}
