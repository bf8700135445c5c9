import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { CloseIcon } from '~/components/ui/icons.tsx'

/** A small dismissable card at the bottom of the screen; it never covers the slip's Place button. */
export function ReminderCard({
  title,
  children,
  onDismiss,
}: {
  title: string
  children: ReactNode
  onDismiss: () => void
}) {
  const intl = useIntl()
  return (
    <section
      role="status"
      aria-label={title}
      className="fixed start-3 bottom-20 z-40 flex max-w-xs flex-col gap-2 rounded-md border border-line bg-surface p-3 text-sm shadow-lg md:bottom-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-bold">{title}</h2>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={intl.formatMessage({ id: 'limits.reminder.dismiss' })}
          className="inline-flex size-7 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-fg"
        >
          <CloseIcon />
        </button>
      </div>
      {children}
    </section>
  )
}
