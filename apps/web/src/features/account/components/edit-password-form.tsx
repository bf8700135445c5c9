import { useIntl } from 'react-intl'
import { resetPassword } from '../api/reset-password.ts'
import { MIN_PASSWORD_LENGTH, useAuthForm, type FieldErrors } from '../hooks/use-auth-form.ts'
import { useSignedIn } from '../hooks/use-signed-in.ts'
import { FormAlert, submitClass } from './form-field.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'
import { ForgotPasswordForm } from './forgot-password-form.tsx'

/** Spec §2 edit_password: the token comes from the emailed link (reset_password_token); success signs in. */
export function EditPasswordForm({ token }: { token: string | undefined }) {
  const intl = useIntl()
  const signedIn = useSignedIn()
  const { errors, formError, pending, onSubmit } = useAuthForm({
    validate: (d) => {
      const e: FieldErrors = {}
      const password = String(d.get('password') ?? '')
      if (password.length < MIN_PASSWORD_LENGTH)
        e.password = intl.formatMessage({ id: 'auth.invalid.password' }, { min: MIN_PASSWORD_LENGTH })
      if (d.get('password_confirmation') !== password)
        e.password_confirmation = intl.formatMessage({ id: 'auth.invalid.password_confirmation' })
      return e
    },
    submit: (d) =>
      resetPassword({
        reset_password_token: token ?? '',
        password: String(d.get('password')),
        password_confirmation: String(d.get('password_confirmation')),
      }),
    onSuccess: signedIn,
  })
  if (!token) return <ForgotPasswordForm />
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3 p-4">
      <NewPasswordFields errors={errors} />
      <FormAlert message={formError?.message} />
      <button type="submit" disabled={pending} className={submitClass}>
        {intl.formatMessage({ id: 'auth.save_password' })}
      </button>
    </form>
  )
}
