import { useIntl } from 'react-intl'
import { linkButtonClass } from './form-field.tsx'

/** "Send a new code", or the seconds left until one may be sent (SMS resend timeout). */
export function ResendCodeButton({
  wait,
  disabled,
  onPress,
}: {
  wait: number
  disabled: boolean
  onPress: () => void
}) {
  const intl = useIntl()
  return (
    <button
      type="button"
      className={`${linkButtonClass} disabled:cursor-not-allowed disabled:text-muted disabled:no-underline`}
      disabled={disabled || wait > 0}
      onClick={onPress}
    >
      {wait > 0
        ? intl.formatMessage({ id: 'auth.phone.resend_in' }, { seconds: wait })
        : intl.formatMessage({ id: 'auth.phone.resend' })}
    </button>
  )
}
