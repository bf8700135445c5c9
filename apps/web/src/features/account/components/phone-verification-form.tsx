import type { PhoneVerification } from '@sportsbook/contract'
import { useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { ApiError } from '~/lib/api-client.ts'
import { resendPhoneCode, setPhone, verifyPhone } from '../api/phone.ts'
import { errorMessage, PHONE_PATTERN } from '../hooks/use-auth-form.ts'
import { useSecondsUntil } from '../hooks/use-seconds-until.ts'
import { FormAlert, FormField, linkButtonClass, submitClass } from './form-field.tsx'
import { ResendCodeButton } from './resend-code-button.tsx'

interface Props {
  state: PhoneVerification
  /** The player's country (ISO alpha-2), sent with the number; a malformed one is left out. */
  country?: string | undefined
  /** Every answer of the phone API is the new state; the host stores it. */
  onState: (state: PhoneVerification) => void
}

type Errors = { number?: string; code?: string; form?: string }

const issueAt = (e: unknown, field: string) =>
  e instanceof ApiError && e.issues.some((i) => i.path.replace(/^body\./, '') === `phone.${field}`)

/** Spec §2 phone_verification: the number, then the code texted to it, with resend and its countdown. */
export function PhoneVerificationForm({ state, country, onState }: Props) {
  const intl = useIntl()
  const [editing, setEditing] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState(false)
  const wait = useSecondsUntil(state.resend_timeout_until)
  const step = editing || state.number === null || state.verified_status === 'not_set' ? 'number' : 'code'

  const run = async (action: () => Promise<PhoneVerification>, field: 'number' | 'code' | null) => {
    if (pending) return
    setPending(true)
    setErrors({})
    try {
      const next = await action()
      setEditing(false)
      onState(next)
      return true
    } catch (e) {
      if (field && issueAt(e, field)) {
        setErrors({
          [field]: intl.formatMessage({ id: `auth.invalid.${field === 'number' ? 'phone' : 'code'}` }),
        })
      } else if (field === 'code' && e instanceof ApiError && e.code === 'phone_code_invalid') {
        setErrors({ code: errorMessage(intl, e) })
      } else {
        setErrors({ form: errorMessage(intl, e) })
      }
      return false
    } finally {
      setPending(false)
    }
  }

  const submitNumber = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const number = String(new FormData(event.currentTarget).get('phone') ?? '').trim()
    if (!PHONE_PATTERN.test(number)) {
      setErrors({ number: intl.formatMessage({ id: number ? 'auth.invalid.phone' : 'auth.required.phone' }) })
      return
    }
    const iso = (country?.trim() || state.country || '').toUpperCase()
    const sendCountry = /^[A-Z]{2}$/.test(iso) ? iso : undefined
    if (await run(() => setPhone(number, sendCountry), 'number')) setSent(true)
  }

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '')
    if (!/^\d{6}$/.test(code)) {
      setErrors({ code: intl.formatMessage({ id: code ? 'auth.invalid.code' : 'auth.required.code' }) })
      return
    }
    await run(() => verifyPhone(code), 'code')
  }

  const alert = <FormAlert message={errors.form} />

  if (step === 'number') {
    return (
      <form
        key="number"
        onSubmit={(e) => void submitNumber(e)}
        noValidate
        className="flex flex-col gap-3 p-4"
      >
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'auth.phone.intro' })}</p>
        <FormField
          name="phone"
          label={intl.formatMessage({ id: 'auth.field.phone' })}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          autoFocus
          defaultValue={state.number ?? ''}
          error={errors.number}
        />
        {alert}
        <button type="submit" disabled={pending} className={submitClass}>
          {intl.formatMessage({ id: pending ? 'auth.phone.sending' : 'auth.phone.send_code' })}
        </button>
      </form>
    )
  }

  return (
    <form key="code" onSubmit={(e) => void submitCode(e)} noValidate className="flex flex-col gap-3 p-4">
      <p role="status" className="text-sm">
        {intl.formatMessage(
          { id: sent ? 'auth.phone.code_sent' : 'auth.phone.enter_code' },
          { number: state.number },
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
      {alert}
      {state.sms_limit_reached && (
        <p role="status" className="rounded-md bg-raised px-3 py-2 text-sm">
          {intl.formatMessage({ id: 'error.sms_limit_reached' })}
        </p>
      )}
      <button type="submit" disabled={pending} className={submitClass}>
        {intl.formatMessage({ id: pending ? 'auth.phone.verifying' : 'auth.phone.verify' })}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResendCodeButton
          wait={wait}
          disabled={pending || state.sms_limit_reached}
          onPress={() => void run(resendPhoneCode, null).then((ok) => ok && setSent(true))}
        />
        <button
          type="button"
          className={linkButtonClass}
          onClick={() => {
            setErrors({})
            setEditing(true)
          }}
        >
          {intl.formatMessage({ id: 'auth.phone.change_number' })}
        </button>
      </div>
    </form>
  )
}
