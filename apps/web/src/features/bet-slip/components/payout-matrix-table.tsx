import { payoutMatrix, type Bet, type Money } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { LuckyBonusTerms } from './lucky-bonus-terms.tsx'

/**
 * The payout matrix of a system bet (ADR 034): for 0…n winners, how many of its bets win and what
 * it returns, from the shortest prices winning to the longest, capped by the maximum payout. Each
 * return is the domain's settlement of that outcome, so it is what the bet would be paid. Under it, a
 * named multiple's Lucky bonus terms when the operator pays them (ADR 036-lucky-bonuses).
 */
export default function PayoutMatrixTable({ bet, cap }: { bet: Bet; cap?: Money | undefined }) {
  const intl = useIntl()
  if (!bet.systemType) return null
  const rows = payoutMatrix(
    bet.stake,
    bet.selections.map((s) => s.odds),
    bet.systemType,
    cap,
  )
  const money = (m: Money) => formatMoney(m, intl.locale)
  const th = 'px-1 py-1 text-start text-xs font-semibold text-muted'
  return (
    <>
      <table className="mt-2 w-full tabular-nums" data-testid="payout-matrix-table">
        <caption className="pb-1 text-start text-xs text-muted">
          {intl.formatMessage({ id: 'multiples.matrix.caption' })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              {intl.formatMessage({ id: 'multiples.matrix.winners' })}
            </th>
            <th scope="col" className={th}>
              {intl.formatMessage({ id: 'multiples.matrix.lines' })}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {intl.formatMessage({ id: 'multiples.matrix.returns' })}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((r) => (
            <tr key={r.winners}>
              <th scope="row" className="px-1 py-1 text-start font-normal">
                {intl.formatNumber(r.winners)}
              </th>
              <td className="px-1 py-1">{intl.formatNumber(r.winningLines)}</td>
              <td className="px-1 py-1 text-end">
                {r.minReturn.amount === r.maxReturn.amount
                  ? money(r.maxReturn)
                  : intl.formatMessage(
                      { id: 'multiples.matrix.range' },
                      { min: money(r.minReturn), max: money(r.maxReturn) },
                    )}
                {r.capped && (
                  <span className="ms-1 text-xs text-muted">
                    {intl.formatMessage({ id: 'multiples.matrix.capped' })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {bet.systemType.sizes && <LuckyBonusTerms systemId={bet.systemType.id} />}
    </>
  )
}
