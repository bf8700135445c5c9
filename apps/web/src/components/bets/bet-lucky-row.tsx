import { toMoney, type ServerBet } from '@sportsbook/contract'
import { useIntl } from 'react-intl'
import { luckyTermLines } from '~/lib/bets/lucky-terms.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'

/**
 * A named multiple's Lucky bonus (ADR 036-lucky-bonuses) as a row of the card's money list: the terms it
 * took while open ("1 winner: single at double odds · All win: +10% on the winnings"), then the bonus
 * paid ("Lucky bonus €1.50") or not earned.
 */
export function BetLuckyRow({ bet }: { bet: Pick<ServerBet, 'lucky'> }) {
  const intl = useIntl()
  const lucky = bet.lucky
  if (!lucky) return null
  const paid = lucky.state === 'paid' && lucky.reward
  const value = paid
    ? formatMoney(toMoney(lucky.reward!), intl.locale)
    : lucky.state === 'none'
      ? intl.formatMessage({ id: 'lucky.bet.none' })
      : luckyTermLines(intl, lucky, lucky.base).join(' · ')
  return (
    <div className="contents" data-testid="bet-lucky-bonus">
      <dt className="text-muted">{intl.formatMessage({ id: 'lucky.title' })}</dt>
      <dd className={`text-end ${paid ? 'font-semibold text-positive tabular-nums' : 'text-muted'}`}>
        {value}
      </dd>
    </div>
  )
}
