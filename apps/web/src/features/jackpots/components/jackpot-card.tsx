import type { Jackpot } from '@sportsbook/contract'
import { useIntl } from 'react-intl'
import { formatOdds } from '~/lib/format-odds.ts'
import { useMoneyText } from '../hooks/use-money-text.ts'

/** One jackpot: its levels' live pools, each with its must-drop amount, and what qualifies a bet. */
export function JackpotCard({ jackpot: j, headingLevel = 2 }: { jackpot: Jackpot; headingLevel?: 2 | 3 }) {
  const intl = useIntl()
  const money = useMoneyText()
  const H = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = `jackpot-${j.id}-name`
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-md border border-line bg-surface p-4"
      data-testid="jackpot-card"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <H id={headingId} className="text-base font-bold">
          {j.name}
        </H>
        <span className="text-xs text-muted">
          {intl.formatMessage({ id: 'jackpot.total' }, { amount: money(j.pool_amount) })}
        </span>
      </div>
      <ul className="flex flex-col gap-2">
        {[...j.levels].reverse().map((l) => (
          <li
            key={l.code}
            data-testid={`jackpot-level-${l.code}`}
            className="flex items-center justify-between gap-3 rounded-sm bg-raised px-3 py-2"
          >
            <div className="flex min-w-0 flex-col">
              <span className="text-sm font-semibold">{l.name}</span>
              <span className="text-xs text-muted">
                {intl.formatMessage({ id: 'jackpot.must_drop' }, { amount: money(l.drop_amount) })}
              </span>
            </div>
            <span data-testid="jackpot-pool" className="text-lg font-bold text-brand tabular-nums">
              {money(l.pool_amount)}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">
        {intl.formatMessage(
          { id: 'jackpot.rule' },
          { stake: money(j.min_stake), odds: formatOdds(j.min_odds, intl) },
        )}
      </p>
    </article>
  )
}
