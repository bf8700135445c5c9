import type { BetSummary, Money } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { useFormatOdds } from '~/lib/odds-format-store.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'

/**
 * A profit-boosted bet in the slip (issue #30.5, ADR 033): the odds the token makes, "Odds 3.00
 * boosted to 3.50" in the bettor's odds format, and what it does. The potential win below already
 * includes the boost (the domain's summary).
 */
export function ProfitBoostLines({
  summary,
  percent,
  maxStake,
}: {
  summary: BetSummary
  percent: string
  maxStake: Money | undefined
}) {
  const intl = useIntl()
  const formatOdds = useFormatOdds()
  return (
    <>
      <p className="text-sm font-semibold tabular-nums" data-testid="profit-boost-odds">
        {intl.formatMessage(
          { id: 'boosts.odds' },
          { from: formatOdds(summary.totalOdds), to: formatOdds(summary.boostedOdds) },
        )}
      </p>
      {maxStake && (
        <p className="text-xs text-muted" data-testid="profit-boost-limit">
          {intl.formatMessage(
            { id: 'boosts.token' },
            { percent, amount: formatMoney(maxStake, intl.locale) },
          )}
        </p>
      )}
      <p className="text-xs text-muted">{intl.formatMessage({ id: 'boosts.hint' }, { percent })}</p>
    </>
  )
}
