import { toMoney, type ServerBet } from '@sportsbook/contract'
import { binomial, isFreeStake, multiplyOdds, outcomeKey, tryDecimalOdds } from '@sportsbook/domain'
import type { Bet } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { BetBonusRow } from '~/components/bets/bet-bonus-row.tsx'
import { OddsText } from '~/components/ui/odds-text.tsx'
import { useFormatOdds } from '~/lib/odds-format-store.ts'
import { outcomeLabel } from '~/lib/outcome-label.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'

/** Whether the bet's stake was a freebet's (no cash from the balance), by the domain's freebet rule. */
export function freebetStaked(bet: ServerBet): boolean {
  return isFreeStake(bet.bonus?.type)
}

/**
 * One placed bet on the receipt: its type and reference, each selection at the odds the server
 * accepted (and what moved from the slip, in words), the odds, stake, bonus and potential return.
 */
export function ReceiptBet({ bet, sent }: { bet: ServerBet; sent: Bet | undefined }) {
  const intl = useIntl()
  const formatOdds = useFormatOdds()
  const money = (m: ServerBet['stake']) => formatMoney(toMoney(m), intl.locale)
  const draw = intl.formatMessage({ id: 'odds.draw' })
  const slipOdds = new Map(sent?.selections.map((s) => [s.outcomeId as string, s.odds as number]))
  const type = bet.system
    ? intl.formatMessage(
        { id: 'bets.type.system' },
        { win: bet.system.win_count, total: bet.system.total_count },
      )
    : intl.formatMessage({ id: `betslip.type.${bet.type}` })
  const boost = bet.bonus?.type === 'comboboost' ? tryDecimalOdds(bet.bonus.odds ?? 0) : undefined
  const odds = tryDecimalOdds(bet.odds)
  const stake = money(bet.stake)
  return (
    <li className="overflow-hidden rounded-md border border-line" data-testid="receipt-bet">
      <p className="flex items-baseline justify-between gap-2 border-b border-line bg-raised/50 px-3 py-2">
        <span className="text-sm font-bold">{type}</span>
        <span className="text-xs text-muted tabular-nums" data-testid="receipt-ref">
          {intl.formatMessage({ id: 'betslip.receipt.ref' }, { ref: bet.ref })}
        </span>
      </p>
      <ul className="divide-y divide-line">
        {bet.selections.map((s) => {
          const key = outcomeKey(s.match_id, s.market_id, s.specifier, s.outcome_id)
          const [home, away] = s.match_name.split(' vs ')
          const before = slipOdds.get(key)
          const moved = before !== undefined && Math.abs(before - s.odds) > 1e-9
          return (
            <li key={key} className="flex gap-2 px-3 py-2" data-testid="receipt-selection">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-semibold">
                  {outcomeLabel(s.outcome_name, home, away, draw)}
                </span>
                <span className="text-xs text-muted">
                  {s.market_name} · {s.match_name}
                </span>
                {moved && (
                  <span className="text-xs font-medium">
                    {intl.formatMessage(
                      { id: s.odds > before ? 'betslip.receipt.odds_up' : 'betslip.receipt.odds_down' },
                      { from: formatOdds(before), to: formatOdds(s.odds) },
                    )}
                  </span>
                )}
              </div>
              <OddsText className="text-sm font-bold tabular-nums">{formatOdds(s.odds)}</OddsText>
            </li>
          )
        })}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5 border-t border-line px-3 py-2 text-sm">
        {bet.system ? (
          <>
            <dt className="text-muted">{intl.formatMessage({ id: 'betslip.system_lines' })}</dt>
            <dd className="text-end tabular-nums">
              {intl.formatNumber(binomial(bet.system.total_count, bet.system.win_count))}
            </dd>
          </>
        ) : (
          bet.selections.length > 1 && (
            <>
              <dt className="text-muted">{intl.formatMessage({ id: 'betslip.total_odds' })}</dt>
              <dd className="text-end font-semibold tabular-nums">
                <OddsText>{formatOdds(boost && odds ? multiplyOdds([odds, boost]) : bet.odds)}</OddsText>
              </dd>
            </>
          )
        )}
        <dt className="text-muted">{intl.formatMessage({ id: 'bets.stake' })}</dt>
        <dd className="text-end font-semibold tabular-nums" data-testid="receipt-stake">
          {freebetStaked(bet)
            ? intl.formatMessage({ id: 'betslip.stake_freebet' }, { amount: stake })
            : stake}
        </dd>
        {bet.bonus && <BetBonusRow bonus={bet.bonus} />}
        <dt className="font-semibold">{intl.formatMessage({ id: 'betslip.potential_return' })}</dt>
        <dd className="text-end font-bold text-brand tabular-nums" data-testid="receipt-return">
          {money(bet.win_amount)}
        </dd>
      </dl>
    </li>
  )
}
