import { FormattedMessage, useIntl } from 'react-intl'
import { AlertIcon } from '../alerts/alert-icon.tsx'
import { useStore } from '~/lib/create-store.ts'
import { toasts } from '~/lib/toasts/toast-store.ts'

/** Top-right toasts (spec §9); a polite live region present from the first paint. */
export function ToastRegion() {
  const intl = useIntl()
  const list = useStore(toasts)
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 top-16 z-50 flex flex-col items-end gap-2 sm:inset-x-auto sm:end-4"
    >
      {list.map((t) => (
        <div
          key={t.id}
          data-testid="toast"
          className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border border-line bg-raised px-4 py-3 text-fg shadow-lg"
        >
          <AlertIcon tone="success" />
          <p className="min-w-0 flex-1 text-sm font-semibold">
            <FormattedMessage id={t.messageId} values={t.values} />
          </p>
          <button
            type="button"
            onClick={() => toasts.dismiss(t.id)}
            aria-label={intl.formatMessage({ id: 'common.close' })}
            className="-me-1 rounded-sm px-1.5 text-lg leading-none text-muted hover:text-fg"
          >
            <span aria-hidden>×</span>
          </button>
        </div>
      ))}
    </div>
  )
}
