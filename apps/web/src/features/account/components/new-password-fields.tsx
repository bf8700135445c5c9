import { useIntl } from 'react-intl'
import { MIN_PASSWORD_LENGTH } from '../hooks/use-auth-form.ts'
import { FormField } from './form-field.tsx'

/** New password + repeat, as every "set a new password" form asks them (link or SMS code). */
export function NewPasswordFields({
  errors,
}: {
  errors: { password?: string | undefined; password_confirmation?: string | undefined }
}) {
  const intl = useIntl()
  return (
    <>
      <FormField
        name="password"
        label={intl.formatMessage({ id: 'auth.field.new_password' })}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        description={intl.formatMessage({ id: 'auth.password_hint' }, { min: MIN_PASSWORD_LENGTH })}
      />
      <FormField
        name="password_confirmation"
        label={intl.formatMessage({ id: 'auth.field.password_confirmation' })}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation}
      />
    </>
  )
}
