import { toMoney, type ServerBet } from '@sportsbook/contract'
import { useIntl } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'

/** The bonus a bet was placed with (spec §2 My Bets): a comboboost's or profit boost's percent, or the freebet used. */
export function BetBonusRow({ bonus }: { bonus: NonNullable<ServerBet['bonus']> }) {
  const intl = useIntl()
  const text =
    bonus.type === 'profit_boost'
      ? intl.formatMessage(
          { id: 'boosts.pick' },
          {
            percent: intl.formatNumber((bonus.odds ?? 1) - 1, { style: 'percent', maximumFractionDigits: 1 }),
          },
        )
      : bonus.type === 'comboboost'
        ? intl.formatMessage(
            { id: 'bonus.pick.comboboost' },
            {
              percent: intl.formatNumber((bonus.odds ?? 1) - 1, {
                style: 'percent',
                maximumFractionDigits: 1,
              }),
            },
          )
        : intl.formatMessage(
            { id: 'bonus.pick.freebet' },
            {
              kind: intl.formatMessage({ id: `bonus.type.${bonus.type}` }),
              amount: bonus.amount ? formatMoney(toMoney(bonus.amount), intl.locale) : '',
            },
          )
  return (
    <>
      <dt className="text-muted">{intl.formatMessage({ id: 'bets.bonus' })}</dt>
      <dd className="text-end font-semibold" data-testid="bet-bonus">
        {text}
      </dd>
    </>
  )
}
