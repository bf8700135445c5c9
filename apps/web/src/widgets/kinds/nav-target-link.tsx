import type { NavItem } from '@sportsbook/contract'
import { FormattedMessage } from 'react-intl'
import { AppLink } from '~/components/ui/app-link.tsx'
import { NavIcon } from '~/components/ui/nav-icons.tsx'
import { useLocale } from '~/hooks/use-locale.ts'
import { useBrand } from '~/lib/brand/brand-context.ts'
import { navTarget } from '~/lib/brand/nav-target.ts'
import { useProductOffers } from '~/lib/brand/product-offers.ts'
import { openSlip } from '~/lib/slip/slip-ui.ts'

/** Spec §2 button display types: a compact button or a card. */
const DISPLAY = {
  button:
    'inline-flex items-center gap-2 self-start rounded-md bg-brand px-4 py-2 font-semibold text-on-brand hover:bg-brand-strong',
  card: 'flex items-center gap-3 rounded-lg border border-line bg-surface p-4 font-semibold hover:bg-raised',
} as const

/** A brand navigation item as a button or card; `label` replaces the page's own name. */
export function BrandNavTarget({
  item,
  display,
  label,
}: {
  item: NavItem
  display: keyof typeof DISPLAY
  label?: string
}) {
  const brand = useBrand()
  const target = navTarget(item, brand, useLocale(), useProductOffers())
  if (!target) return null
  const text = label ?? ('id' in target.label ? <FormattedMessage id={target.label.id} /> : target.label.text)
  const body = (
    <>
      <NavIcon name={item.icon} />
      {text}
    </>
  )
  if (target.kind === 'my_bets')
    return (
      <button type="button" className={DISPLAY[display]} onClick={() => openSlip('MY_BETS')}>
        {body}
      </button>
    )
  if (target.external)
    return (
      <a href={target.to} className={DISPLAY[display]} rel="noopener noreferrer">
        {body}
      </a>
    )
  return (
    <AppLink to={target.to} className={DISPLAY[display]}>
      {body}
    </AppLink>
  )
}
