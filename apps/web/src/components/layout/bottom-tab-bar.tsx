import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { AppNavLink } from '../ui/app-link.tsx'
import { CalendarIcon, HomeIcon, LiveIcon, MenuIcon, TicketIcon } from '../ui/icons.tsx'
import { openSlip } from '~/lib/slip/slip-ui.ts'
import { useSelectionCount } from '~/lib/slip/use-slip.ts'
import { LazySheet as Sheet } from '../modal/lazy-modal.tsx'
import { LazyLanguageSwitch as LanguageSwitch } from './lazy-language-switch.tsx'

const itemClass =
  'flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-[0.6875rem] font-medium'
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${itemClass} ${isActive ? 'text-brand' : 'text-muted'}`

/** Mobile navigation below 960 px: Home, Live, Sports menu (sheet), Schedule, Bet slip (sheet). */
export function BottomTabBar({ sportsMenu }: { sportsMenu: (onNavigate: () => void) => ReactNode }) {
  const intl = useIntl()
  const [open, setOpen] = useState<'menu' | null>(null)
  const count = useSelectionCount()
  const close = () => setOpen(null)
  return (
    <>
      <nav
        aria-label={intl.formatMessage({ id: 'nav.tabbar' })}
        className="fixed inset-x-0 bottom-[var(--view-bottom)] z-30 flex border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <AppNavLink to={paths.home()} end className={linkClass}>
          <HomeIcon />
          <FormattedMessage id="nav.home" />
        </AppNavLink>
        <AppNavLink to={paths.live()} className={linkClass}>
          <LiveIcon />
          <FormattedMessage id="nav.live" />
        </AppNavLink>
        <button type="button" className={`${itemClass} text-muted`} onClick={() => setOpen('menu')}>
          <MenuIcon />
          <FormattedMessage id="nav.sports_menu" />
        </button>
        <AppNavLink to={paths.schedule()} className={linkClass}>
          <CalendarIcon />
          <FormattedMessage id="nav.schedule" />
        </AppNavLink>
        <button
          type="button"
          className={`${itemClass} relative text-muted`}
          onClick={() => openSlip('BET_SLIP')}
          aria-label={intl.formatMessage({ id: 'betslip.open' }, { count })}
        >
          <TicketIcon />
          {count > 0 && (
            <span
              aria-hidden
              className="absolute top-0.5 start-[calc(50%+0.25rem)] min-w-4 rounded-full bg-brand px-1 text-[0.625rem] leading-4 font-bold text-on-brand tabular-nums"
            >
              {count}
            </span>
          )}
          <FormattedMessage id="betslip.title" />
        </button>
      </nav>
      <Sheet
        title={intl.formatMessage({ id: 'nav.sports_menu' })}
        isOpen={open === 'menu'}
        onOpenChange={(o) => setOpen(o ? 'menu' : null)}
      >
        {sportsMenu(close)}
        <div className="border-t border-line p-2">
          <LanguageSwitch onChanged={close} />
        </div>
      </Sheet>
    </>
  )
}
