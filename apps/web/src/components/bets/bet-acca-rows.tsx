import { toMoney, type BetAccaOfferWire, type ServerBet } from '@sportsbook/contract'
import { useIntl } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'

/**
 * A bet's acca insurance and acca bonus (ADR 032), as rows of the card's money list: what it carries
 * while open ("Acca insurance", "Acca bonus +10%"), then what it gave: the freebet refunded, the bonus
 * paid, not earned, or cancelled by a cash-out.
 */
export function BetAccaRows({ bet }: { bet: ServerBet }) {
  const intl = useIntl()
  if (!bet.acca?.length) return null
  const name = (a: BetAccaOfferWire) =>
    a.kind === 'acca_insurance'
      ? intl.formatMessage({ id: 'acca.bet.insurance' })
      : intl.formatMessage(
          { id: 'acca.bet.bonus' },
          {
            percent: intl.formatNumber((a.percent ?? 0) / 100, {
              style: 'percent',
              maximumFractionDigits: 1,
            }),
          },
        )
  const outcome = (a: BetAccaOfferWire) => {
    const amount = a.reward ? formatMoney(toMoney(a.reward), intl.locale) : ''
    if (a.state === 'paid')
      return intl.formatMessage(
        { id: a.kind === 'acca_insurance' ? 'acca.bet.refunded' : 'acca.bet.paid' },
        { amount },
      )
    if (a.state === 'cancelled') return intl.formatMessage({ id: 'acca.bet.cancelled' })
    if (a.state === 'none')
      return intl.formatMessage({
        id: a.kind === 'acca_insurance' ? 'acca.bet.insurance_none' : 'acca.bet.bonus_none',
      })
    return intl.formatMessage({ id: 'acca.bet.open' })
  }
  return bet.acca.map((a) => (
    <div key={a.kind} className="contents" data-testid={`bet-${a.kind}`}>
      <dt className="text-muted">{name(a)}</dt>
      <dd
        className={`text-end ${a.state === 'paid' ? 'font-semibold text-positive tabular-nums' : 'text-muted'}`}
      >
        {outcome(a)}
      </dd>
    </div>
  ))
}
