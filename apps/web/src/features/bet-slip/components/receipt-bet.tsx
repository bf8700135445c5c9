import { toMoney, type ServerBet } from '@sportsbook/contract'
import { isFreeStake, multiplyOdds, tryDecimalOdds } from '@sportsbook/domain'
import type { Bet } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { BetAccaRows } from '~/components/bets/bet-acca-rows.tsx'
import { BetLuckyRow } from '~/components/bets/bet-lucky-row.tsx'
import { BetBonusRow } from '~/components/bets/bet-bonus-row.tsx'
import { PlacedBet, type PlacedSelection } from '~/components/bets/placed-bet.tsx'
import { betTypeLabel } from '~/lib/bets/bet-type-label.ts'
import { useFormatOdds } from '~/lib/odds-format-store.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { useReceiptActions } from '../hooks/receipt-actions.ts'

/** Whether the bet's stake was a freebet's (no cash from the balance), by the domain's freebet rule. */
export function freebetStaked(bet: ServerBet): boolean {
  return isFreeStake(bet.bonus?.type)
}

/**
 * One placed bet on the receipt (components/bets/placed-bet.tsx draws it as My Bets does): its type and
 * reference, each selection at the odds the server accepted (and what moved from the slip, in words),
 * the total odds of a combo (with its boost), stake, bonus and potential return.
 */
export function ReceiptBet({ bet, sent }: { bet: ServerBet; sent: Bet | undefined }) {
  const intl = useIntl()
  const formatOdds = useFormatOdds()
  const actions = useReceiptActions()
  const money = (m: ServerBet['stake']) => formatMoney(toMoney(m), intl.locale)
  const slipOdds = new Map(sent?.selections.map((s) => [s.outcomeId as string, s.odds as number]))
  const boost = bet.bonus?.type === 'comboboost' ? tryDecimalOdds(bet.bonus.odds ?? 0) : undefined
  const odds = tryDecimalOdds(bet.odds)
  const stake = money(bet.stake)
  const moved = (s: PlacedSelection, key: string) => {
    const before = slipOdds.get(key)
    if (before === undefined || Math.abs(before - s.odds) <= 1e-9) return null
    return (
      <span className="text-xs font-medium">
        {intl.formatMessage(
          { id: s.odds > before ? 'betslip.receipt.odds_up' : 'betslip.receipt.odds_down' },
          { from: formatOdds(before), to: formatOdds(s.odds) },
        )}
      </span>
    )
  }
  const header = (
    <p className="flex items-baseline justify-between gap-2 border-b border-line bg-raised/50 px-3 py-2">
      <span className="text-sm font-bold">{betTypeLabel(intl, bet)}</span>
      <span className="text-xs text-muted tabular-nums" data-testid="receipt-ref">
        {intl.formatMessage({ id: 'betslip.receipt.ref' }, { ref: bet.ref })}
      </span>
    </p>
  )
  return (
    <PlacedBet
      bet={bet}
      testId="receipt-bet"
      header={header}
      note={moved}
      selectionTestId="receipt-selection"
      footer={actions?.(bet)}
      totalOdds={
        bet.selections.length > 1 ? (boost && odds ? multiplyOdds([odds, boost]) : bet.odds) : undefined
      }
      strong
    >
      <dt className="text-muted">{intl.formatMessage({ id: 'bets.stake' })}</dt>
      <dd className="text-end font-semibold tabular-nums" data-testid="receipt-stake">
        {freebetStaked(bet) ? intl.formatMessage({ id: 'betslip.stake_freebet' }, { amount: stake }) : stake}
      </dd>
      {bet.bonus && <BetBonusRow bonus={bet.bonus} />}
      <BetAccaRows bet={bet} />
      <BetLuckyRow bet={bet} />
      <dt className="font-semibold">{intl.formatMessage({ id: 'betslip.potential_return' })}</dt>
      <dd className="text-end font-bold text-brand tabular-nums" data-testid="receipt-return">
        {money(bet.win_amount)}
      </dd>
    </PlacedBet>
  )
}
