import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { MenuIcon, TicketIcon } from '../ui/icons.tsx'
import { BrandNav, BrandNavItem, TAB_ITEM_MIN_HEIGHT, useNavItems } from './brand-nav.tsx'
import { openSlip } from '~/lib/slip/slip-ui.ts'
import { useSelectionCount } from '~/lib/slip/use-slip.ts'
import { LazySheet as Sheet } from '../modal/lazy-modal.tsx'
import { LazyLanguageSwitch as LanguageSwitch } from './lazy-language-switch.tsx'

const itemClass = `flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-[0.6875rem] font-medium ${TAB_ITEM_MIN_HEIGHT}`

/** Mobile navigation below 960 px: the brand's tab bar items around Sports menu (sheet), then Bet slip (sheet). */
export function BottomTabBar({ sportsMenu }: { sportsMenu: (onNavigate: () => void) => ReactNode }) {
  const intl = useIntl()
  const [open, setOpen] = useState<'menu' | null>(null)
  const count = useSelectionCount()
  const close = () => setOpen(null)
  // The brand's items around the Sports menu button, the bet slip last (today: Home, Live | Schedule).
  const items = useNavItems('tabbar_mobile').slice(0, 4)
  const half = Math.ceil(items.length / 2)
  const [before, after] = [items.slice(0, half), items.slice(half)]
  return (
    <>
      <nav
        aria-label={intl.formatMessage({ id: 'nav.tabbar' })}
        className="fixed inset-x-0 bottom-[var(--view-bottom)] z-30 grid border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
        // As many equal columns as items, set before they are parsed: the first ones keep their place.
        style={{ gridTemplateColumns: `repeat(${items.length + 2}, minmax(0, 1fr))` }}
      >
        {before.map((e, i) => (
          <BrandNavItem key={i} entry={e} variant="tab" />
        ))}
        <button type="button" className={`${itemClass} text-muted`} onClick={() => setOpen('menu')}>
          <MenuIcon />
          <FormattedMessage id="nav.sports_menu" />
        </button>
        {after.map((e, i) => (
          <BrandNavItem key={i} entry={e} variant="tab" />
        ))}
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
        <BrandNav
          placement="side_menu_mobile"
          variant="list"
          className="border-b border-line p-2"
          onNavigate={close}
        />
        {sportsMenu(close)}
        <div className="border-t border-line p-2">
          <LanguageSwitch onChanged={close} />
        </div>
      </Sheet>
    </>
  )
}
