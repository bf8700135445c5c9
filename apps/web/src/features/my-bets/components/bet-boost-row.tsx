import { toMoney, type ServerBet } from '@sportsbook/contract'
import { comboboostShare, tryDecimalOdds, type SettledLeg } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'

/** The bet's selections as settlement reads them, or undefined when a price is not valid odds. */
function legsOf(bet: ServerBet): SettledLeg[] | undefined {
  const legs = bet.selections.map((s) => {
    const odds = tryDecimalOdds(s.odds)
    return odds && { odds, outcome: s.result }
  })
  return legs.every((l) => l !== undefined) ? legs : undefined
}

/**
 * The part of a comboboost bet's potential or paid win its boost adds ("Boost +€1.50"), from the
 * domain's comboboostShare (the win with the boost less the win without it, at the stake in play);
 * nothing for other bets, a lost bet, or a cashed-out one. A settled profit-boosted bet shows the
 * boost paid ("Boost paid +€5.00").
 */
export function BetBoostRow({ bet }: { bet: ServerBet }) {
  const intl = useIntl()
  // A profit boost's part is what settlement paid on its own ledger line (ADR 033).
  const paid = bet.bonus?.type === 'profit_boost' ? bet.bonus.boost_paid : null
  if (paid && paid.value > 0)
    return (
      <>
        <dt className="text-muted">{intl.formatMessage({ id: 'boosts.paid' })}</dt>
        <dd className="text-end font-semibold text-positive tabular-nums" data-testid="bet-boost-paid">
          {intl.formatMessage(
            { id: 'bets.boost_amount' },
            { amount: formatMoney(toMoney(paid), intl.locale) },
          )}
        </dd>
      </>
    )
  const odds = bet.bonus?.type === 'comboboost' ? bet.bonus.odds : null
  const legs = legsOf(bet)
  if (odds === null || !legs || bet.result === 'cashed_out') return null
  const share = comboboostShare(toMoney(bet.stake), legs, odds)
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
