import { toMoney, type ServerBet } from '@sportsbook/contract'
import { money } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'
import type { BetState } from '../hooks/bet-state.ts'

const row = (dt: string, dd: string, testId?: string, strong = false) => (
  <>
    <dt className={strong ? 'font-semibold' : 'text-muted'}>{dt}</dt>
    <dd className={`text-end tabular-nums ${strong ? 'font-bold' : ''}`} data-testid={testId}>
      {dd}
    </dd>
  </>
)

/**
 * A bet's money as the player reads it (issue #29): the stake placed, each cash-out with its time,
 * the stake still in play and what it may return, what settlement paid on the rest, and the net
 * result (so far, while part still runs). A €2.00 bet cashed out in part reads "Stake €2.00 ·
 * Cashed out 14:05 €1.82 · Stake still in play €0.90 · Net so far -€0.18", never as a profit.
 */
export function BetMoneyRows({ bet, state }: { bet: ServerBet; state: BetState }) {
  const intl = useIntl()
  const fmt = (m: ServerBet['stake']) => formatMoney(toMoney(m), intl.locale)
  const running = state === 'open' || state === 'pending'
  const cashouts = bet.cashouts
  const cashedOut = bet.cashed_out.value > 0
  if (!cashedOut)
    return (
      <>
        {row(intl.formatMessage({ id: 'bets.stake' }), fmt(bet.original_stake), 'bet-stake')}
        {state !== 'cashed_out' &&
          row(
            intl.formatMessage({ id: running ? 'betslip.potential_return' : 'bets.paid' }),
            fmt(bet.win_amount),
            undefined,
            true,
          )}
      </>
    )
  const currency = toMoney(bet.stake).currency
  const paidAtSettlement = bet.win_amount.value - bet.cashed_out.value
  const net = (running ? bet.cashed_out.value : bet.win_amount.value) - bet.original_stake.value
  // Short enough to sit on one line beside the amount: "Cashed out 29 Nov, 14:05".
  const when = (at: string) =>
    intl.formatDate(at, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' })
  return (
    <>
      {row(intl.formatMessage({ id: 'bets.stake' }), fmt(bet.original_stake), 'bet-stake')}
      {cashouts.length > 0
        ? cashouts.map((c) => (
            <CashoutRow
              key={c.at + c.amount.value}
              label={intl.formatMessage({ id: 'bets.cashed_out_at' }, { date: when(c.at) })}
              amount={fmt(c.amount)}
            />
          ))
        : row(intl.formatMessage({ id: 'bets.cashed_out' }), fmt(bet.cashed_out), 'cashed-out')}
      {running && bet.stake.value > 0 && (
        <>
          {row(intl.formatMessage({ id: 'bets.stake_in_play' }), fmt(bet.stake), 'stake-in-play')}
          {row(intl.formatMessage({ id: 'betslip.potential_return' }), fmt(bet.win_amount))}
        </>
      )}
      {!running &&
        state !== 'cashed_out' &&
        row(
          intl.formatMessage({ id: 'bets.paid_at_settlement' }),
          formatMoney(money(paidAtSettlement, currency), intl.locale),
        )}
      {row(
        intl.formatMessage({ id: running ? 'bets.net_so_far' : 'bets.net_result' }),
        formatMoney(money(net, currency), intl.locale, { signed: true }),
        'bet-net',
        true,
      )}
    </>
  )
}

function CashoutRow({ label, amount }: { label: string; amount: string }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="text-end tabular-nums" data-testid="cashed-out">
        {amount}
      </dd>
    </>
  )
}
