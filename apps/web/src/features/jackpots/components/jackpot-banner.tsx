import type { Jackpot } from '@sportsbook/contract'
import { useIntl } from 'react-intl'
import { AppLink } from '~/components/ui/app-link.tsx'
import { paths } from '~/config/paths.ts'
import { useMoneyText } from '../hooks/use-money-text.ts'

/** A strip with a jackpot's headline pool (its top level), linking to the jackpots on /promotions. */
export function JackpotBanner({ jackpot: j }: { jackpot: Jackpot }) {
  const intl = useIntl()
  const money = useMoneyText()
  const top = j.levels.at(-1)
  return (
    <AppLink
      to={`${paths.promotions()}#jackpots`}
      data-testid="jackpot-banner"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line bg-raised px-4 py-3 hover:border-brand"
    >
      <span className="text-sm font-semibold">
        {intl.formatMessage({ id: 'jackpot.banner.title' }, { name: j.name, level: top?.name ?? '' })}
      </span>
      <span className="text-xl font-bold text-brand tabular-nums">{money(j.amount)}</span>
    </AppLink>
  )
}
