import type { ServerBet } from '@sportsbook/contract'
import { binomial, outcomeKey } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { useFormatOdds } from '~/lib/odds-format-store.ts'
import { OddsText } from '~/components/ui/odds-text.tsx'
import { outcomeLabel } from '~/lib/outcome-label.ts'
import { betState, type BetState } from '../hooks/bet-state.ts'
import { CashoutButton } from './cashout-button.tsx'
import { BetBonusRow } from '~/components/bets/bet-bonus-row.tsx'
import { ShareBetButton } from '~/components/bets/share-bet-button.tsx'
import { BetBoostRow } from './bet-boost-row.tsx'
import { BetMoneyRows } from './bet-money-rows.tsx'

const BADGE: Record<BetState, string> = {
  open: 'bg-raised text-fg',
  pending: 'bg-raised text-muted',
  won: 'bg-positive/15 text-positive',
  lost: 'bg-negative/15 text-negative',
  refund: 'bg-raised text-fg',
  cashed_out: 'bg-positive/15 text-positive',
  void: 'bg-raised text-muted',
}

/** One placed bet: type, state in words, selections with their results, odds, bonus, its money (bet-money-rows.tsx). */
export function BetCard({ bet }: { bet: ServerBet }) {
  const intl = useIntl()
  const formatOdds = useFormatOdds()
  const state = betState(bet)
  const type =
    bet.type === 'system' && bet.system
      ? intl.formatMessage(
          { id: 'bets.type.system' },
          { win: bet.system.win_count, total: bet.system.total_count },
        )
      : intl.formatMessage({ id: `betslip.type.${bet.type}` })
  const draw = intl.formatMessage({ id: 'odds.draw' })
  const label = (s: ServerBet['selections'][number]) => {
    const [home, away] = s.match_name.split(' vs ')
    return outcomeLabel(s.outcome_name, home, away, draw)
  }
  return (
    <li className="overflow-hidden rounded-md border border-line bg-surface" data-testid="bet-card">
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2">
        <span className="flex min-w-0 items-baseline gap-1.5">
          <span className="text-sm font-bold">{type}</span>
          <span className="truncate text-xs text-muted">
            {intl.formatMessage({ id: `bets.category.${bet.category}` })}
          </span>
        </span>
        <span className={`rounded-sm px-2 py-0.5 text-xs font-semibold ${BADGE[state]}`}>
          {intl.formatMessage({ id: `bets.state.${state}` })}
        </span>
      </div>
      <ul className="divide-y divide-line">
        {bet.selections.map((s) => (
          <li
            key={outcomeKey(s.match_id, s.market_id, s.specifier, s.outcome_id)}
            className="flex gap-2 px-3 py-2"
          >
            <div className="flex min-w-0 flex-1 flex-col">
              <span dir="auto" className="sb-name text-sm font-semibold">
                {label(s)}
              </span>
              <span className="flex min-w-0 gap-1 text-xs text-muted">
                <span dir="auto" className="sb-name max-w-1/2 shrink-0">
                  {s.market_name}
                </span>
                <span aria-hidden>·</span>
                <span dir="auto" className="sb-name">
                  {s.match_name}
                </span>
              </span>
              {s.result && (
                <span className="text-xs font-medium">
                  {intl.formatMessage({ id: `bets.selection_result.${s.result}` })}
                </span>
              )}
            </div>
            <OddsText className="text-sm font-semibold tabular-nums">{formatOdds(s.odds)}</OddsText>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5 border-t border-line px-3 py-2 text-sm">
        {bet.system ? (
          // A system pays line by line: its lines, never one combined odds figure.
          <>
            <dt className="text-muted">{intl.formatMessage({ id: 'betslip.system_lines' })}</dt>
            <dd className="text-end tabular-nums">
              {intl.formatNumber(binomial(bet.system.total_count, bet.system.win_count))}
            </dd>
          </>
        ) : (
          <>
            <dt className="text-muted">{intl.formatMessage({ id: 'betslip.total_odds' })}</dt>
            <dd className="text-end tabular-nums">
              <OddsText>{formatOdds(bet.odds)}</OddsText>
            </dd>
          </>
        )}
        {bet.bonus && <BetBonusRow bonus={bet.bonus} />}
        <BetMoneyRows bet={bet} state={state} />
        <BetBoostRow bet={bet} />
      </dl>
      <div className="flex items-center justify-between gap-2 border-t border-line px-3 py-2">
        <span className="text-xs text-muted">
          {intl.formatMessage(
            { id: 'bets.ref' },
            {
              ref: bet.ref,
              date: intl.formatDate(bet.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
            },
          )}
        </span>
        <ShareBetButton bets={[bet]} />
      </div>
      {state === 'open' && bet.to_cashout && <CashoutButton bet={bet} offer={bet.to_cashout} />}
    </li>
  )
}
