import type { ServerBet } from '@sportsbook/contract'
import { useIntl } from 'react-intl'

type PaidEarly = NonNullable<ServerBet['selections'][number]['early_payout']>

/**
 * A leg paid early (ADR 031): won when its side led by the offer's margin, whatever the final score;
 * said in words with the score that paid it.
 */
export function PaidEarlyNote({ paid }: { paid: PaidEarly }) {
  const intl = useIntl()
  return (
    <span className="text-xs font-semibold text-positive" data-testid="paid-early">
      {intl.formatMessage({ id: 'early_payout.paid_early' }, { home: paid.home, away: paid.away })}
    </span>
  )
}
