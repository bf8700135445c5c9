import type { NavPlacement } from '@sportsbook/contract'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '~/hooks/use-locale.ts'
import { useBrand } from '~/lib/brand/brand-context.ts'
import { FALLBACK_NAVIGATION, navTarget, type NavTarget } from '~/lib/brand/nav-target.ts'
import { useProductOffers } from '~/lib/brand/product-offers.ts'
import { openSlip } from '~/lib/slip/slip-ui.ts'
import { AppNavLink } from '../ui/app-link.tsx'
import { NavIcon } from '../ui/nav-icons.tsx'

type Variant = 'header' | 'list' | 'tab'

/**
 * A tab bar item's full height (padding, icon, gap, one line of its label) even while it is half
 * parsed: the bar comes last in the HTML, and a first paint mid-item made the bar grow (CLS on phones).
 */
export const TAB_ITEM_MIN_HEIGHT = 'min-h-[calc(var(--spacing)*8.5+1lh)]'

const CLASSES: Record<Variant, (active: boolean) => string> = {
  header: (a) =>
    `rounded-sm px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${a ? 'bg-raised text-fg' : 'text-muted hover:text-fg'}`,
  list: (a) =>
    `flex items-center gap-2 rounded-sm px-3 py-2 text-sm font-semibold ${a ? 'bg-raised text-fg' : 'text-fg hover:bg-raised'}`,
  tab: (a) =>
    `flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-[0.6875rem] font-medium ${TAB_ITEM_MIN_HEIGHT} ${a ? 'text-brand' : 'text-muted'}`,
}

const Label = ({ t }: { t: NavTarget }) =>
  'id' in t.label ? <FormattedMessage id={t.label.id} /> : <>{t.label.text}</>

/**
 * The brand's items of one placement (their own names or the page's), with icons where the brand names
 * one; a product with nothing to show has no entry (ADR 025).
 */
export function useNavItems(placement: NavPlacement) {
  const brand = useBrand()
  const locale = useLocale()
  const offers = useProductOffers()
  const items = (brand ? brand.navigation : FALLBACK_NAVIGATION)[placement] ?? []
  return items
    .map((item) => ({ item, target: navTarget(item, brand, locale, offers) }))
    .filter((x): x is { item: typeof x.item; target: NavTarget } => x.target !== null)
}

/** One navigation item as a link or (My Bets) a button. */
export function BrandNavItem({
  entry,
  variant,
  onNavigate,
  icons = variant !== 'header',
}: {
  entry: ReturnType<typeof useNavItems>[number]
  variant: Variant
  onNavigate?: () => void
  icons?: boolean
}) {
  const { item, target } = entry
  const icon = icons ? <NavIcon name={item.icon} /> : null
  if (target.kind === 'my_bets')
    return (
      <button type="button" className={CLASSES[variant](false)} onClick={() => openSlip('MY_BETS')}>
        {icon}
        <Label t={target} />
      </button>
    )
  if (target.external)
    return (
      <a href={target.to} className={CLASSES[variant](false)} rel="noopener noreferrer">
        {icon}
        <Label t={target} />
      </a>
    )
  return (
    <AppNavLink
      to={target.to}
      end={target.end}
      className={({ isActive }) => CLASSES[variant](isActive)}
      onClick={onNavigate}
    >
      {icon}
      <Label t={target} />
    </AppNavLink>
  )
}

/** A placement's navigation as a labelled list; nothing when the brand puts nothing there. */
export function BrandNav({
  placement,
  variant,
  className = '',
  onNavigate,
}: {
  placement: NavPlacement
  variant: Variant
  className?: string
  onNavigate?: () => void
}) {
  const intl = useIntl()
  const entries = useNavItems(placement)
  if (entries.length === 0) return null
  return (
    <nav
      aria-label={intl.formatMessage({ id: placement === 'header' ? 'nav.main' : `brand.nav.${placement}` })}
      className={className}
    >
      <ul className={variant === 'header' ? 'flex items-center gap-1' : 'flex flex-col gap-0.5'}>
        {entries.map((e, i) => (
          <li key={i}>
            <BrandNavItem entry={e} variant={variant} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
