import { useIntl, type IntlShape } from 'react-intl'
import { openModal } from '~/lib/modal/modal-store.ts'
import { signIn } from '../api/sign-in.ts'
import { text, useAuthForm, type FieldErrors } from '../hooks/use-auth-form.ts'
import { useSignedIn } from '../hooks/use-signed-in.ts'
import { FormField, linkButtonClass, submitClass } from './form-field.tsx'

/** "45 seconds" or "2 minutes" in the reader's language, rounded up: never shorter than the real wait. */
function formatWait(intl: IntlShape, seconds: number): string {
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute']
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' })
}

/**
 * Spec §2 sign_in form: email or phone, password. Unconfirmed accounts get their way out; a login
 * paused after failed sign-ins is told how long it waits and offered the unlock link that ends it.
 */
export function SignInForm({ reason }: { reason?: string }) {
  const intl = useIntl()
  const signedIn = useSignedIn()
  const { errors, formError, pending, onSubmit } = useAuthForm({
    validate: (d) => {
      const e: FieldErrors = {}
      if (!text(d, 'login')) e.login = intl.formatMessage({ id: 'auth.required.login' })
      if (!d.get('password')) e.password = intl.formatMessage({ id: 'auth.required.password' })
      return e
    },
    submit: (d) => signIn({ login: text(d, 'login'), password: String(d.get('password') ?? '') }),
    onSuccess: signedIn,
  })
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3 p-4">
      {reason && (
        <p role="status" className="rounded-md bg-raised px-3 py-2 text-sm">
          {intl.formatMessage({ id: `auth.sign_in.reason.${reason}` })}
        </p>
      )}
      <FormField
        name="login"
        label={intl.formatMessage({ id: 'auth.field.login' })}
        type="email"
        inputMode="email"
        autoComplete="username"
        error={errors.login}
      />
      <FormField
        name="password"
        label={intl.formatMessage({ id: 'auth.field.password' })}
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      {formError && (
        <div
          role="alert"
          className="flex flex-col gap-1 rounded-md bg-negative/10 px-3 py-2 text-sm text-negative"
        >
          <span className="font-medium">{formError.message}</span>
          {formError.retryAfterS !== undefined &&
            (formError.code === 'sign_in_throttled' || formError.code === 'rate_limited') && (
              <span>
                {intl.formatMessage(
                  { id: 'auth.sign_in.retry_in' },
                  { wait: formatWait(intl, formError.retryAfterS) },
                )}
              </span>
            )}
          {formError.code === 'unconfirmed_account' && (
            <button
              type="button"
              className={`${linkButtonClass} self-start`}
              onClick={() => openModal('resend-confirmation')}
            >
              {intl.formatMessage({ id: 'auth.resend_confirmation.title' })}
            </button>
          )}
          {formError.code === 'sign_in_throttled' && (
            <button
              type="button"
              className={`${linkButtonClass} self-start`}
              onClick={() => openModal('unlock')}
            >
              {intl.formatMessage({ id: 'auth.resend_unlock.title' })}
            </button>
          )}
        </div>
      )}
      <button type="submit" disabled={pending} className={submitClass}>
        {intl.formatMessage({ id: pending ? 'auth.signing_in' : 'header.sign_in' })}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" className={linkButtonClass} onClick={() => openModal('password-new')}>
          {intl.formatMessage({ id: 'auth.forgot_password' })}
        </button>
        <button type="button" className={linkButtonClass} onClick={() => openModal('sign-up')}>
          {intl.formatMessage({ id: 'auth.no_account' })}
        </button>
      </div>
    </form>
  )
}
