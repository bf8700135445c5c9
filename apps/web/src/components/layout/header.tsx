import { FormattedMessage, useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { AppLink, AppNavLink } from '../ui/app-link.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-sm px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-raised text-fg' : 'text-muted hover:text-fg'}`

export function Header() {
  const intl = useIntl()
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      <div className="mx-auto flex h-14 max-w-[1920px] items-center gap-4 px-3 md:px-4">
        <AppLink to={paths.home()} className="flex items-center gap-2 rounded-sm text-base font-extrabold">
          <span aria-hidden className="grid size-7 place-items-center rounded-md bg-brand text-on-brand">
            S
          </span>
          <FormattedMessage id="brand.name" />
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
          <ThemeToggle />
        </div>
      </div>
    </header>
  )
}
