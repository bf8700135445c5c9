import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { toggleSlip } from '~/lib/slip/slip-ui.ts'
import { useSelectionCount } from '~/lib/slip/use-slip.ts'
import { TicketIcon } from '../ui/icons.tsx'
import { paths } from '~/config/paths.ts'
import { publicEnv } from '~/config/public-env.ts'
import { AppLink, AppNavLink } from '../ui/app-link.tsx'
import { LazyLanguageSwitch as LanguageSwitch } from './lazy-language-switch.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-sm px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-raised text-fg' : 'text-muted hover:text-fg'}`

export function Header({ actions }: { actions?: ReactNode }) {
  const intl = useIntl()
  const count = useSelectionCount()
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      <div className="mx-auto flex h-14 max-w-[1920px] items-center gap-2 px-3 sm:gap-4 md:px-4">
        <AppLink
          to={paths.home()}
          className="flex shrink-0 items-center gap-2 rounded-sm text-base font-extrabold whitespace-nowrap"
        >
          <span aria-hidden className="grid size-7 place-items-center rounded-md bg-brand text-on-brand">
            S
          </span>
          {/* Phones keep the name for screen readers only, so long sign-in words fit on one line. */}
          <span className="max-sm:sr-only">{publicEnv().brandName}</span>
        </AppLink>
        <nav
          aria-label={intl.formatMessage({ id: 'nav.main' })}
          className="hidden items-center gap-1 md:flex"
        >
          <AppNavLink to={paths.home()} end className={navClass}>
            <FormattedMessage id="nav.home" />
          </AppNavLink>
          <AppNavLink to={paths.live()} className={navClass}>
            <FormattedMessage id="nav.live" />
          </AppNavLink>
          <AppNavLink to={paths.schedule()} className={navClass}>
            <FormattedMessage id="nav.schedule" />
          </AppNavLink>
          <AppNavLink to={paths.cybersport()} className={navClass}>
            <FormattedMessage id="nav.esports" />
          </AppNavLink>
        </nav>
        <div className="ms-auto flex items-center gap-1">
          {actions}
          <button
            type="button"
            onClick={toggleSlip}
            aria-label={intl.formatMessage({ id: 'betslip.open' }, { count })}
            className="relative hidden size-9 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-fg md:inline-flex lg:hidden"
          >
            <TicketIcon />
            {count > 0 && (
              <span className="absolute -top-0.5 -end-0.5 min-w-4 rounded-full bg-brand px-1 text-[0.625rem] leading-4 font-bold text-on-brand tabular-nums">
                {count}
              </span>
            )}
          </button>
          <div className="hidden md:block">
            <LanguageSwitch compact />
          </div>
          <ThemeToggle />
        </div>
      </div>
    </header>
  )
}
