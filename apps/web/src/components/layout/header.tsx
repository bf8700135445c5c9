import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { toggleSlip } from '~/lib/slip/slip-ui.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { useSelectionCount } from '~/lib/slip/use-slip.ts'
import { TicketIcon } from '../ui/icons.tsx'
import { BrandLogo } from './brand-logo.tsx'
import { BrandNav } from './brand-nav.tsx'
import { LazyLanguageSwitch as LanguageSwitch } from './lazy-language-switch.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

/**
 * `strip`: a line under the header's row on narrow screens (the session clock of a signed-in player).
 * The row never outgrows the screen (320 px up, any currency, locale or brand): its actions may shrink
 * (min-w-0), where only the balance gives way (balance-menu.tsx); below sm a signed-in player's theme
 * toggle moves into the account menu, so a crypto balance keeps its room.
 */
export function Header({ actions, strip }: { actions?: ReactNode; strip?: ReactNode }) {
  const intl = useIntl()
  const count = useSelectionCount()
  const player = useSession().player
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      <div className="mx-auto flex h-14 max-w-[1920px] items-center gap-1 px-2 sm:gap-4 sm:px-3 md:px-4">
        <BrandLogo />
        <BrandNav placement="header" variant="header" className="hidden md:block" />
        <div className="ms-auto flex min-w-0 items-center gap-0.5 sm:gap-1">
          {actions}
          <button
            type="button"
            onClick={toggleSlip}
            aria-label={intl.formatMessage({ id: 'betslip.open' }, { count })}
            className="relative hidden size-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-fg md:inline-flex lg:hidden"
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
          <ThemeToggle className={player ? 'max-sm:hidden' : ''} />
        </div>
      </div>
      {strip}
    </header>
  )
}
