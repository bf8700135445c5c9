import { DEPOSIT_FIELDS, ERRORS } from '@sportsbook/contract'
import { useState, type FormEvent } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { ApiError } from '~/lib/api-client.ts'

export type FieldErrors = Partial<Record<string, string>>

/**
 * Fields the forms know: the auth forms' own, and the deposit details the contract lists
 * (DEPOSIT_FIELDS); a server issue at `user.<field>` is shown under that field.
 */
const KNOWN_FIELDS: ReadonlySet<string> = new Set([
  'login',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'currency',
  'country',
  'terms_accepted',
  'nickname',
  'first_name',
  'last_name',
  ...DEPOSIT_FIELDS,
])

/** The form-level message of an API failure: its catalogue key (spec §8), or "no connection". */
export function errorMessage(intl: IntlShape, e: unknown): string {
  if (e instanceof ApiError) {
    if (e.code === 'network_error') return intl.formatMessage({ id: 'error.network' })
    const key = e.code in ERRORS ? ERRORS[e.code as keyof typeof ERRORS].key : 'error.default'
    return intl.formatMessage({ id: key })
  }
  return intl.formatMessage({ id: 'error.default' })
}

/** Field errors from invalid_params issues (paths like `user.email`). */
export function issueErrors(intl: IntlShape, e: unknown): FieldErrors {
  if (!(e instanceof ApiError)) return {}
  const out: FieldErrors = {}
  for (const issue of e.issues) {
    const field = issue.path.replace(/^(body\.)?user\./, '')
    if (KNOWN_FIELDS.has(field)) out[field] ??= intl.formatMessage({ id: `auth.invalid.${field}` })
  }
  return out
}

/** A form-level failure: its catalogue code, the message, and how long to wait when the server said. */
export interface FormError {
  code: string
  message: string
  retryAfterS?: number
}

/**
 * Submit state of an auth form: client checks first (field errors), then the request; its failure
 * becomes field errors (invalid_params) or one form-level message.
 */
export function useAuthForm<T>(opts: {
  validate: (data: FormData) => FieldErrors
  submit: (data: FormData) => Promise<T>
  onSuccess: (result: T) => void
}) {
  const intl = useIntl()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<FormError | null>(null)
  const [pending, setPending] = useState(false)
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const data = new FormData(event.currentTarget)
    const found = opts.validate(data)
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length > 0) return
    setPending(true)
    try {
      opts.onSuccess(await opts.submit(data))
    } catch (e) {
      const fields = issueErrors(intl, e)
      setErrors(fields)
      if (Object.keys(fields).length === 0) {
        setFormError({
          code: e instanceof ApiError ? e.code : 'default',
          message: errorMessage(intl, e),
          ...(e instanceof ApiError && e.retryAfterS !== undefined ? { retryAfterS: e.retryAfterS } : {}),
        })
      }
    } finally {
      setPending(false)
    }
  }
  return { errors, formError, pending, onSubmit }
}

export const text = (data: FormData, name: string): string => {
  const v = data.get(name)
  return typeof v === 'string' ? v.trim() : ''
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const PHONE_PATTERN = /^\+[1-9][\d\s\-().]{6,20}$/
/** Same rule as the contract's Password schema. */
export const MIN_PASSWORD_LENGTH = 8
