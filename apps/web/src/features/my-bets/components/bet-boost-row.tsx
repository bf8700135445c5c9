import { toMoney, type ServerBet } from '@sportsbook/contract'
import { comboboostShare } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'

/**
 * The part of a comboboost bet's potential or paid win its boost adds ("Boost +€1.20"), from the
 * domain's comboboostShare; nothing for other bets, a lost bet, or a cashed-out one.
 */
export function BetBoostRow({ bet }: { bet: ServerBet }) {
  const intl = useIntl()
  const odds = bet.bonus?.type === 'comboboost' ? bet.bonus.odds : null
  if (odds === null || bet.result === 'cashed_out') return null
  const share = comboboostShare(toMoney(bet.win_amount), odds)
  if (share.amount <= 0) return null
  return (
    <>
      <dt className="text-muted">{intl.formatMessage({ id: 'bets.boost' })}</dt>
      <dd className="text-end font-semibold text-positive tabular-nums" data-testid="bet-boost">
        {intl.formatMessage({ id: 'bets.boost_amount' }, { amount: formatMoney(share, intl.locale) })}
      </dd>
    </>
  )
}
