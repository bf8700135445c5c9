// Navigation and utility widgets (spec §2).
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { FormattedTime, useIntl } from 'react-intl'
import { BrandLogo as Logo } from '~/components/layout/brand-logo.tsx'
import { LazyLanguageSwitch } from '~/components/layout/lazy-language-switch.tsx'
import { TicketIcon } from '~/components/ui/icons.tsx'
import { paths } from '~/config/paths.ts'
import { AppLink } from '~/components/ui/app-link.tsx'
import { LeagueList } from '~/features/catalog/components/league-list.tsx'
import { SportTiles } from '~/features/catalog/components/sport-tiles.tsx'
import { SportsMenu } from '~/features/catalog/components/sports-menu.tsx'
import { openSlip } from '~/lib/slip/slip-ui.ts'
import { useSelectionCount } from '~/lib/slip/use-slip.ts'
import { BrandNavTarget } from './nav-target-link.tsx'
import { useText } from './use-text.ts'
import type { WidgetProps } from '../types.ts'

export function SportList({ widget }: WidgetProps<'sportList'>) {
  const intl = useIntl()
  const title = useText()(widget.title) ?? intl.formatMessage({ id: 'widget.sports' })
  return <SportTiles title={title} layout={widget.layout} />
}

export function TopLeagues({ widget }: WidgetProps<'topLeagues'>) {
  const intl = useIntl()
  return (
    <LeagueList
      filters={{ top: true }}
      title={useText()(widget.title) ?? intl.formatMessage({ id: 'home.top_leagues' })}
    />
  )
}

export function Leagues({ widget }: WidgetProps<'leagues'>) {
  const intl = useIntl()
  const title = useText()(widget.title) ?? intl.formatMessage({ id: 'home.top_leagues' })
  return (
    <LeagueList filters={{ sportKey: widget.sport, top: widget.sport ? undefined : true }} title={title} />
  )
}

/** The top leagues as a compact menu (sidebars, side menus): at most the brand's `limit`, as links. */
export function NavTopLeagues({ widget }: WidgetProps<'navTopLeagues'>) {
  const intl = useIntl()
  return (
    <LeagueList
      filters={{ top: true }}
      limit={widget.limit}
      variant="nav"
      title={useText()(widget.title) ?? intl.formatMessage({ id: 'home.top_leagues' })}
    />
  )
}

function Items({ widget }: WidgetProps<'speedDial'> | WidgetProps<'subMenu'>) {
  const intl = useIntl()
  const t = useText()
  const row = widget.kind === 'speedDial' || widget.layout === 'Slider'
  return (
    // Named by its title, else by its kind, so two of them on a page are told apart.
    <nav
      aria-label={
        t(widget.title) ??
        intl.formatMessage({
          id: widget.kind === 'speedDial' ? 'widget.speed_dial.label' : 'widget.sub_menu.label',
        })
      }
      className="flex flex-col gap-2"
    >
      {widget.title && <h2 className="px-1 text-base font-bold">{t(widget.title)}</h2>}
      <ul
        className={
          row
            ? 'flex gap-2 overflow-x-auto pb-1'
            : widget.layout === 'Tile'
              ? 'grid grid-cols-2 gap-2 sm:grid-cols-3'
              : 'flex flex-col gap-1'
        }
      >
        {widget.items.map((item, i) => (
          <li key={i} className="flex shrink-0 flex-col">
            <BrandNavTarget item={item} display={widget.layout === 'Tile' ? 'card' : 'button'} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
export const SpeedDial = Items
export const SubMenu = Items

/**
 * The sports menu placed on a page: named by its title, else "All sports", so it is told apart from the
 * layout's own Sports menu (two navigation landmarks of one name are one too many).
 */
export function SideMenu({ widget }: WidgetProps<'sideMenu'>) {
  const intl = useIntl()
  return <SportsMenu label={useText()(widget.title) ?? intl.formatMessage({ id: 'listing.sport.all' })} />
}

export function PlatformSwitcher({ widget }: WidgetProps<'platformSwitcher'>) {
  const t = useText()
  return (
    <ul className="flex gap-1 rounded-md bg-sunken p-1">
      {widget.items.map((it, i) => (
        <li key={i} className="flex-1">
          <a
            href={it.href}
            className="block rounded-sm px-3 py-1.5 text-center font-semibold hover:bg-surface"
            rel="noopener noreferrer"
          >
            {t(it.label)}
          </a>
        </li>
      ))}
    </ul>
  )
}

export const BrandLogo = () => <Logo />

export const Language = () => <LazyLanguageSwitch />

/** The visitor's local time; rendered after hydration (the server does not know the visitor's zone). */
export function Clock({ widget }: WidgetProps<'clock'>) {
  const t = useText()
  const intl = useIntl()
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const id = setInterval(() => setNow(Date.now()), widget.seconds ? 1000 : 15_000)
    return () => clearInterval(id)
  }, [widget.seconds])
  return (
    <p className="flex items-center gap-2 px-1 text-muted">
      <span>{t(widget.title) ?? intl.formatMessage({ id: 'widget.clock' })}</span>
      <time className="font-semibold text-fg tabular-nums" suppressHydrationWarning>
        {now !== null && (
          <FormattedTime
            value={now}
            hour="2-digit"
            minute="2-digit"
            second={widget.seconds ? '2-digit' : undefined}
          />
        )}
      </time>
    </p>
  )
}

/** Quick filters of the listings: live now, today's schedule, results. */
/** A UTC day, `days` from now (the schedule's `date`), as the schedule page reads it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * Spec §2 events filter: chips to the match listings by when (live now, starting within the brand's
 * hours, today, tomorrow, results), of one sport when the brand says which. The chip of the listing
 * being shown is marked current (words and shape, not colour alone: `aria-current` and a ring).
 */
export function EventsFilter({ widget }: WidgetProps<'eventsFilter'>) {
  const intl = useIntl()
  const t = useText()
  const here = useLocation()
  const sport = widget.sport
  const withSport = (to: string) =>
    sport ? `${to}${to.includes('?') ? '&' : '?'}sport=${encodeURIComponent(sport)}` : to
  const chips: { to: string; label: string }[] = [
    { to: withSport(paths.live()), label: intl.formatMessage({ id: 'nav.live' }) },
    ...widget.hours.map((hours) => ({
      to: withSport(`${paths.schedule()}?time=${hours}`),
      label: intl.formatMessage({ id: 'widget.events_filter.within' }, { hours }),
    })),
    { to: withSport(paths.schedule()), label: intl.formatMessage({ id: 'match.today' }) },
    {
      to: withSport(paths.schedule(dayFromNow(1))),
      label: intl.formatMessage({ id: 'widget.events_filter.tomorrow' }),
    },
    { to: paths.results(sport), label: intl.formatMessage({ id: 'brand.page.results' }) },
  ]
  const current = (to: string) => {
    const [path = '', query = ''] = to.split('?')
    return (
      here.pathname.endsWith(`/sports${path}`) &&
      new URLSearchParams(query).toString() === new URLSearchParams(here.search).toString()
    )
  }
  const chip =
    'block rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-semibold hover:bg-raised aria-[current=page]:border-brand aria-[current=page]:ring-2 aria-[current=page]:ring-brand'
  return (
    <nav aria-label={t(widget.title) ?? intl.formatMessage({ id: 'widget.events_filter.label' })}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((c) => (
          <li key={c.to}>
            <AppLink to={c.to} className={chip} aria-current={current(c.to) ? 'page' : undefined}>
              {c.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** On phones: the number of selections and a button to the slip, while there are any. */
export function MobileSelectionBar() {
  const intl = useIntl()
  const count = useSelectionCount()
  if (count === 0) return null
  return (
    <button
      type="button"
      onClick={() => openSlip('BET_SLIP')}
      className="flex items-center justify-center gap-2 rounded-md bg-brand px-4 py-2 font-semibold text-on-brand md:hidden"
    >
      <TicketIcon />
      {intl.formatMessage({ id: 'betslip.open' }, { count })}
    </button>
  )
}
