import type { Ticket, TicketSummary } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { OddsText } from '~/components/ui/odds-text.tsx'
import { useFormatOdds } from '~/lib/odds-format-store.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { systemLabel } from '~/lib/bets/system-label.ts'
import { stakeText } from './stake-text.ts'

/** The win's text: one amount, or a system's range from the fewest winning lines to all of them. */
export function useWinText(ticket: Ticket, summary: TicketSummary): string {
  const intl = useIntl()
  const money = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, intl.locale)
  const only = summary.bets.length === 1 ? summary.bets[0] : undefined
  const system = ticket.bets[0]?.betType === 'system' ? only?.system : undefined
  return system
    ? intl.formatMessage(
        { id: 'betslip.win_range' },
        { min: money(system.minPotentialWin), max: money(system.potentialWin) },
      )
    : money(summary.totalPotentialWin)
}

/**
 * The footer's numbers (issue #29): the odds that produce the win (a boost named, the odds before it
 * under them), the system type, the stake (a freebet as "€10.00 freebet", never €0.00), the cash at
 * risk when a freebet is in play, and the potential return.
 */
export function SlipTotals({ ticket, summary }: { ticket: Ticket; summary: TicketSummary }) {
  const intl = useIntl()
  const formatOdds = useFormatOdds()
  const only = summary.bets.length === 1 ? summary.bets[0] : undefined
  const bet = only ? ticket.bets[0] : undefined
  const betType = bet?.betType
  // A combo boost raises the odds; a profit-boost token the profit (ADR 033): either way the odds
  // shown are those the return is computed from, the boost named and the odds before it under them.
  const profit = bet?.bonus?.type === 'profit_boost' ? bet.bonus.odds : undefined
  const boosted = only && (profit !== undefined ? only.boostedOdds > only.totalOdds : only.bonusOdds > 1)
  const percent = only
    ? intl.formatNumber((profit ?? only.bonusOdds) - 1, { style: 'percent', maximumFractionDigits: 1 })
    : ''
  const boostName = intl.formatMessage(
    { id: profit !== undefined ? 'boosts.pick' : 'bonus.pick.comboboost' },
    { percent },
  )
  const systemType = betType === 'system' ? bet?.systemType : undefined
  const freebet = summary.totalFreebet.amount > 0
  const win = useWinText(ticket, summary)
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-1 text-sm">
      {only && (betType === 'combo' || betType === 'custom_bet') && (
        <>
          <dt className="text-muted">
            {boosted
              ? intl.formatMessage({ id: 'betslip.total_odds_with' }, { boost: boostName })
              : intl.formatMessage({ id: 'betslip.total_odds' })}
          </dt>
          <dd className="text-end font-semibold tabular-nums" data-testid="total-odds">
            <OddsText>{formatOdds(boosted ? only.boostedOdds : only.totalOdds)}</OddsText>
          </dd>
          {boosted && (
            <dd className="col-span-2 -mt-1 text-end text-xs text-muted tabular-nums">
              {intl.formatMessage({ id: 'betslip.odds_before_boost' }, { odds: formatOdds(only.totalOdds) })}
            </dd>
          )}
        </>
      )}
      {systemType && (
        <>
          <dt className="text-muted">{intl.formatMessage({ id: 'betslip.system_type' })}</dt>
          <dd className="text-end font-semibold tabular-nums">{systemLabel(intl, systemType)}</dd>
        </>
      )}
      <dt className="text-muted">{intl.formatMessage({ id: 'betslip.total_stake' })}</dt>
      <dd className="text-end font-semibold tabular-nums" data-testid="total-stake">
        {stakeText(intl, summary.totalStake, summary.totalFreebet)}
      </dd>
      {freebet && (
        <>
          <dt className="text-muted">{intl.formatMessage({ id: 'betslip.cash_at_risk' })}</dt>
          <dd className="text-end font-semibold tabular-nums" data-testid="cash-at-risk">
            {formatMoney(summary.totalStake, intl.locale)}
          </dd>
        </>
      )}
      <dt className="font-semibold">{intl.formatMessage({ id: 'betslip.potential_return' })}</dt>
      <dd className="text-end text-base font-bold text-brand tabular-nums" data-testid="potential-win">
        {win}
      </dd>
    </dl>
  )
}
