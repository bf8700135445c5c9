import { useIntl } from 'react-intl'
import { publicEnv } from '~/config/public-env.ts'

/** Spec §2 preview alert: a preview deployment (PUBLIC_PREVIEW) says so on every page. */
export function PreviewAlert({ preview = publicEnv().preview }: { preview?: boolean }) {
  const intl = useIntl()
  if (!preview) return null
  return (
    <p
      role="note"
      className="bg-warning px-4 py-1.5 text-center text-sm font-semibold text-bg"
      data-testid="preview-alert"
    >
      {intl.formatMessage({ id: 'alert.preview' })}
    </p>
  )
}
