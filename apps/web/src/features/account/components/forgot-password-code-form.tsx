import type { Player } from '@sportsbook/contract'
import { useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { requestResetCode, resetPassword } from '../api/reset-password.ts'
import { errorMessage, MIN_PASSWORD_LENGTH } from '../hooks/use-auth-form.ts'
import { useSecondsUntil } from '../hooks/use-seconds-until.ts'
import { codeStepErrors, type CodeStepErrors } from './forgot-password-errors.ts'
import { FormAlert, FormField, linkButtonClass, submitClass } from './form-field.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'
import { ResendCodeButton } from './resend-code-button.tsx'

interface Props {
  /** The number the code went to, as the server stores it. */
  phone: string
  /** ISO time before which no new code is sent (from the request's answer), or null. */
  resendUntil: string | null
  onResent: (resendUntil: string | null) => void
  onChangeNumber: () => void
  /** The password is set and the session cookie is set; the host stores the player. */
  onDone: (player: Player) => void
}

/** The second step of a phone password reset: the texted code and the new password twice. */
export function ForgotPasswordCodeForm({ phone, resendUntil, onResent, onChangeNumber, onDone }: Props) {
  const intl = useIntl()
  const [errors, setErrors] = useState<CodeStepErrors>({})
  const [pending, setPending] = useState(false)
  const [resent, setResent] = useState(false)
  const wait = useSecondsUntil(resendUntil)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const d = new FormData(event.currentTarget)
    const code = String(d.get('code') ?? '').replace(/\s/g, '')
    const password = String(d.get('password') ?? '')
    const confirmation = String(d.get('password_confirmation') ?? '')
    const found: CodeStepErrors = {}
    if (!/^\d{6}$/.test(code))
      found.code = intl.formatMessage({ id: code ? 'auth.invalid.code' : 'auth.required.code' })
    if (password.length < MIN_PASSWORD_LENGTH)
      found.password = intl.formatMessage({ id: 'auth.invalid.password' }, { min: MIN_PASSWORD_LENGTH })
    if (confirmation !== password)
      found.password_confirmation = intl.formatMessage({ id: 'auth.invalid.password_confirmation' })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setPending(true)
    try {
      onDone(
        await resetPassword({
          phone,
          reset_password_code: code,
          password,
          password_confirmation: confirmation,
        }),
      )
    } catch (e) {
      setErrors(codeStepErrors(intl, e))
    } finally {
      setPending(false)
    }
  }

  const resend = async () => {
    if (pending) return
    setPending(true)
    setErrors({})
    try {
      onResent((await requestResetCode(phone)).resend_timeout_until ?? null)
      setResent(true)
    } catch (e) {
      setErrors({ form: errorMessage(intl, e) })
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 p-4">
      <p role="status" className="text-sm">
        {intl.formatMessage(
          { id: resent ? 'auth.forgot.code_resent' : 'auth.forgot.code_sent' },
          // A phone number reads left to right inside Arabic text too.
          { number: `\u2066${phone}\u2069` },
        )}
      </p>
      <FormField
        name="code"
        label={intl.formatMessage({ id: 'auth.field.code' })}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        error={errors.code}
      />
      <NewPasswordFields errors={errors} />
      <FormAlert message={errors.form} />
      <button type="submit" disabled={pending} className={submitClass}>
        {intl.formatMessage({ id: pending ? 'auth.saving' : 'auth.save_password' })}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResendCodeButton wait={wait} disabled={pending} onPress={() => void resend()} />
        <button type="button" className={linkButtonClass} onClick={onChangeNumber}>
          {intl.formatMessage({ id: 'auth.phone.change_number' })}
        </button>
      </div>
    </form>
  )
}
