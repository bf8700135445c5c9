import { useIntl } from 'react-intl'
import { Button, DialogTrigger, Popover } from 'react-aria-components'
import { useNotificationsLive, useUnreadCount } from '../hooks/use-notifications.ts'
import { BellIcon } from './bell-icon.tsx'
import { NotificationCentre } from './notification-centre.tsx'

/** The bell of a signed-in player: the unread count, live, and the notification centre on press. */
export function PlayerBell({ playerId, language }: { playerId: number; language: string }) {
  const intl = useIntl()
  useNotificationsLive(playerId, language)
  const count = useUnreadCount(playerId).data ?? 0
  return (
    <DialogTrigger>
      <Button
        aria-label={intl.formatMessage({ id: 'notifications.bell' }, { count })}
        className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-fg"
      >
        <BellIcon />
        {count > 0 && (
          <span
            data-testid="notification-count"
            className="absolute -top-0.5 -end-0.5 min-w-4 rounded-full bg-brand px-1 text-[0.625rem] leading-4 font-bold text-on-brand tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Button>
      <Popover placement="bottom end" className="rounded-md border border-line bg-surface shadow-lg">
        <NotificationCentre playerId={playerId} />
      </Popover>
    </DialogTrigger>
  )
}
