import { useState } from 'react'
import { useIntl } from 'react-intl'
import { requestEmail, type EMAIL_REQUEST_PATHS } from '../api/email-requests.ts'
import { EMAIL_PATTERN, text, useAuthForm, type FieldErrors } from '../hooks/use-auth-form.ts'
import { FormAlert, FormField, submitClass } from './form-field.tsx'

/**
 * forgot_password, resend_confirmation_instructions and resend_unlock_instructions (spec §2): one
 * email field; the answer never tells whether the address has an account.
 */
export function EmailRequestForm({ kind }: { kind: keyof typeof EMAIL_REQUEST_PATHS }) {
  const intl = useIntl()
  const [sent, setSent] = useState(false)
  const { errors, formError, pending, onSubmit } = useAuthForm({
    validate: (d) => {
      const e: FieldErrors = {}
      if (!EMAIL_PATTERN.test(text(d, 'email'))) e.email = intl.formatMessage({ id: 'auth.invalid.email' })
      return e
    },
    submit: (d) => requestEmail(kind, text(d, 'email')),
    onSuccess: () => setSent(true),
  })
  if (sent) {
    return (
      <p role="status" className="p-4 text-sm">
        {intl.formatMessage({ id: `auth.email_request.sent.${kind}` })}
      </p>
    )
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3 p-4">
      <p className="text-sm text-muted">{intl.formatMessage({ id: `auth.email_request.intro.${kind}` })}</p>
      <FormField
        name="email"
        label={intl.formatMessage({ id: 'auth.field.email' })}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email}
      />
      <FormAlert message={formError?.message} />
      <button type="submit" disabled={pending} className={submitClass}>
        {intl.formatMessage({ id: 'auth.send_link' })}
      </button>
    </form>
  )
}
