import type { Sport } from '@sportsbook/contract'
import { FormattedMessage, useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { AppNavLink } from '~/components/ui/app-link.tsx'
import { FavouriteStar } from '~/components/ui/favourite-star.tsx'
import { Skeleton } from '~/components/ui/skeleton.tsx'
import { SportIcon } from '~/components/ui/sport-icon.tsx'
import { useSports } from '../api/get-sports.ts'

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-w-0 flex-1 items-center gap-2.5 rounded-sm px-2.5 py-2 text-sm ${
    isActive ? 'bg-raised font-semibold text-fg' : 'text-fg/85 hover:bg-raised'
  }`

function SportItem({ sport, onNavigate }: { sport: Sport; onNavigate?: () => void }) {
  const intl = useIntl()
  return (
    <li className="flex items-center gap-0.5">
      <AppNavLink to={paths.sport(sport.key)} className={itemClass} onClick={onNavigate}>
        <SportIcon sportKey={sport.key} className="size-4.5 shrink-0 text-muted" />
        {/* "Counter-Strike 2" stays Latin on an Arabic page: cut at its end, never its start. */}
        <span dir="auto" className="sb-name flex-1">
          {sport.name}
        </span>
        {sport.live_count > 0 && (
          <span
            className="rounded-sm bg-live/15 px-1.5 text-[0.6875rem] font-semibold text-live tabular-nums"
            title={intl.formatMessage({ id: 'nav.live_count' }, { count: sport.live_count })}
          >
            <span className="sr-only">
              {intl.formatMessage({ id: 'nav.live_count' }, { count: sport.live_count })}
            </span>
            <span aria-hidden>{sport.live_count}</span>
          </span>
        )}
        <span className="text-xs text-muted tabular-nums" aria-hidden>
          {sport.live_count + sport.prematch_count}
        </span>
      </AppNavLink>
      <FavouriteStar type="sports" id={sport.id} name={sport.name} />
    </li>
  )
}

/** The sports menu (left sidebar on desktop, a sheet on mobile): every sport with icon and live count. */
export function SportsMenu({ onNavigate, label }: { onNavigate?: () => void; label?: string }) {
  const intl = useIntl()
  const { data: sports, isPending, isError } = useSports()
  const regular = sports?.filter((s) => s.type !== 'cyber') ?? []
  const cyber = sports?.filter((s) => s.type === 'cyber') ?? []
  return (
    <nav
      aria-label={label ?? intl.formatMessage({ id: 'nav.sports' })}
      className="flex flex-col gap-4 text-sm"
    >
      {isPending && (
        <div className="flex flex-col gap-2 px-2">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-7" />
          ))}
        </div>
      )}
      {isError && (
        <p role="alert" className="px-2 text-muted">
          <FormattedMessage id="error.load_failed" />
        </p>
      )}
      {regular.length > 0 && (
        <div>
          <h2 className="px-2.5 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
            <FormattedMessage id="nav.sports" />
          </h2>
          <ul className="flex flex-col gap-px">
            {regular.map((s) => (
              <SportItem key={s.id} sport={s} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
      )}
      {cyber.length > 0 && (
        <div>
          <h2 className="px-2.5 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
            <FormattedMessage id="nav.esports" />
          </h2>
          <ul className="flex flex-col gap-px">
            {cyber.map((s) => (
              <SportItem key={s.id} sport={s} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
      )}
    </nav>
  )
}
