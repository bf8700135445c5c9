// Where a failed phone password reset is shown: under its field (the code, the new password, its
// repetition) when the server names one, otherwise as one message for the form.
import type { IntlShape } from 'react-intl'
import { ApiError } from '~/lib/api-client.ts'
import { errorMessage, MIN_PASSWORD_LENGTH } from '../hooks/use-auth-form.ts'

export interface CodeStepErrors {
  code?: string
  password?: string
  password_confirmation?: string
  form?: string
}

/** A phone number as the server stores it: spaces, dashes and brackets dropped. */
export const normalisePhone = (phone: string) => phone.replace(/[\s\-().]/g, '')

export function codeStepErrors(intl: IntlShape, e: unknown): CodeStepErrors {
  const out: CodeStepErrors = {}
  // A wrong, spent or expired code: the catalogue's words, under the code field.
  if (e instanceof ApiError && e.code === 'phone_code_invalid') return { code: errorMessage(intl, e) }
  const issues = e instanceof ApiError ? e.issues : []
  for (const issue of issues) {
    const field = issue.path.replace(/^(body\.)?user\./, '')
    if (field === 'reset_password_code') out.code ??= intl.formatMessage({ id: 'auth.invalid.code' })
    else if (field === 'password')
      out.password ??= intl.formatMessage({ id: 'auth.invalid.password' }, { min: MIN_PASSWORD_LENGTH })
    else if (field === 'password_confirmation')
      out.password_confirmation ??= intl.formatMessage({ id: 'auth.invalid.password_confirmation' })
  }
  if (Object.keys(out).length === 0) out.form = errorMessage(intl, e)
  return out
}
