import { FormattedMessage, useIntl } from 'react-intl'
import { AlertIcon } from './alert-icon.tsx'
import { useStore } from '~/lib/create-store.ts'
import { alerts } from './alert-store.ts'

/**
 * Bottom-centre alert region (spec §9). The live region exists from the first paint so screen
 * readers announce alerts added later; the connection error is assertive, others polite.
 */
export function AlertRegion() {
  const intl = useIntl()
  const alert = useStore(alerts)
  return (
    <div
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--view-bottom)+5rem)] z-50 flex justify-center px-3 md:bottom-[calc(var(--view-bottom)+1.5rem)]"
      role={alert?.kind === 'connection_error' ? 'alert' : 'status'}
      aria-live={alert?.kind === 'connection_error' ? 'assertive' : 'polite'}
    >
      {alert && (
        <div
          key={alert.id}
          data-type={alert.tone}
          className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-md border border-line bg-raised px-4 py-3 text-fg shadow-lg"
        >
          <AlertIcon tone={alert.tone} />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="text-sm font-semibold">
              <FormattedMessage id={alert.titleId} />
            </p>
            <p className="text-sm text-muted">
              <FormattedMessage id={alert.descriptionId} />
            </p>
          </div>
          <button
            type="button"
            onClick={() => alerts.dismiss(alert.id)}
            aria-label={intl.formatMessage({ id: 'common.close' })}
            className="-me-1 rounded-sm px-1.5 text-lg leading-none text-muted hover:text-fg"
          >
            <span aria-hidden>×</span>
          </button>
        </div>
      )}
    </div>
  )
}
