// The player's own widgets (spec §2 favorites, notifications, profile, odds), from their features.
import { FormattedMessage, useIntl } from 'react-intl'
import { RowsSkeleton } from '~/components/ui/skeleton.tsx'
import { paths } from '~/config/paths.ts'
import { AppLink } from '~/components/ui/app-link.tsx'
import { LoyaltySummary } from '~/features/account/components/loyalty-summary.tsx'
import { MatchesSection } from '~/features/catalog/components/matches-section.tsx'
import { FavouritesGate } from '~/features/favourites/components/favourites-gate.tsx'
import { NotificationItem } from '~/features/notifications/components/notification-text.tsx'
import { useNotificationList } from '~/features/notifications/hooks/use-notifications.ts'
import { OddsFormatField } from '~/features/settings/components/odds-format-field.tsx'
import { useSaveSettings } from '~/features/settings/hooks/use-save-settings.ts'
import { displayName, useSession } from '~/lib/session/use-session.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import type { WidgetProps } from '../types.ts'
import { SignInPrompt, WidgetSection } from './player-section.tsx'
import { useText } from './use-text.ts'

/** Most notifications a widget lists; the bell's centre has the rest. */
export const NOTIFICATIONS_WIDGET_LIMIT = 5
/** Most starred live matches a favourites widget lists. */
const FAVOURITES_WIDGET_LIMIT = 10

export function Favorites({ widget }: WidgetProps<'favorites'>) {
  const intl = useIntl()
  return (
    <WidgetSection
      title={useText()(widget.title) ?? intl.formatMessage({ id: 'favourites.title' })}
      action={
        <AppLink to={paths.favorites()} className="text-sm font-semibold text-brand hover:underline">
          <FormattedMessage id="common.see_all" />
        </AppLink>
      }
    >
      <FavouritesGate>
        {(playerId) => (
          <MatchesSection
            filters={{ favouriteOf: playerId, statuses: [1, 0], limit: FAVOURITES_WIDGET_LIMIT }}
          />
        )}
      </FavouritesGate>
    </WidgetSection>
  )
}

function NotificationList({ playerId }: { playerId: number }) {
  const intl = useIntl()
  const list = useNotificationList(playerId, true)
  if (list.isPending)
    return <RowsSkeleton rows={3} label={intl.formatMessage({ id: 'notifications.loading' })} />
  if (list.isError) return <p role="alert">{intl.formatMessage({ id: 'notifications.error' })}</p>
  const items = list.data.data.slice(0, NOTIFICATIONS_WIDGET_LIMIT)
  if (items.length === 0)
    return <p className="text-sm text-muted">{intl.formatMessage({ id: 'notifications.empty' })}</p>
  return (
    <ul className="rounded-md border border-line bg-surface">
      {items.map((n) => (
        <NotificationItem key={n.id} notification={n} />
      ))}
    </ul>
  )
}

/** The player's newest notifications; a visitor is asked to sign in. */
export function Notifications({ widget }: WidgetProps<'notifications'>) {
  const intl = useIntl()
  const session = useSession()
  return (
    <WidgetSection title={useText()(widget.title) ?? intl.formatMessage({ id: 'notifications.title' })}>
      {session.player ? (
        <NotificationList playerId={session.player.id} />
      ) : (
        <SignInPrompt hint={intl.formatMessage({ id: 'widget.notifications.visitor' })} />
      )}
    </WidgetSection>
  )
}

/** Who is signed in, their balance and loyalty status; a visitor gets Sign In and Sign Up. */
export function Profile({ widget }: WidgetProps<'profile'>) {
  const intl = useIntl()
  const session = useSession()
  const player = session.player
  return (
    <WidgetSection title={useText()(widget.title) ?? intl.formatMessage({ id: 'widget.profile' })}>
      <div className="flex flex-col gap-2 rounded-md border border-line bg-surface p-4">
        {player ? (
          <>
            <p className="font-semibold">{displayName(player)}</p>
            {session.balance && (
              <p className="text-sm">
                {intl.formatMessage({ id: 'header.balance_label' })}:{' '}
                <span className="font-semibold tabular-nums">
                  {formatMoney(session.balance, intl.locale)}
                </span>
              </p>
            )}
            <LoyaltySummary playerId={player.id} />
          </>
        ) : (
          <SignInPrompt hint={intl.formatMessage({ id: 'widget.profile.visitor' })} />
        )}
      </div>
    </WidgetSection>
  )
}

/** The odds format picker (spec §3): a player's choice is saved, a visitor's kept for the session. */
export function Odds({ widget }: WidgetProps<'odds'>) {
  const save = useSaveSettings()
  const title = useText()(widget.title)
  return (
    <WidgetSection title={title}>
      <div className="rounded-md border border-line bg-surface p-4">
        <OddsFormatField onChange={(odds_type) => void save({ odds_type })} />
      </div>
    </WidgetSection>
  )
}
