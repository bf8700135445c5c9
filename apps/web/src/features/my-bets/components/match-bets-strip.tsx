import { toMoney, type ServerBet } from '@sportsbook/contract'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { outcomeLabel } from '~/lib/outcome-label.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { OPEN_BETS, useBets } from '../api/get-bets.ts'
import { betState } from '../hooks/bet-state.ts'
import { CashoutControls } from './cashout-controls.tsx'

/** The signed-in player's open bets that hold a selection of this match. */
export const betsOnMatch = (bets: readonly ServerBet[], matchId: number) =>
  bets.filter((b) => betState(b) === 'open' && b.selections.some((s) => s.match_id === matchId))

/**
 * "My bets on this match" (match header): each open bet on the match with what is on it, stake,
 * potential win, its live cash-out offer and auto cash-out rule (CashoutControls, as My Bets).
 * Nothing for visitors or when there is no such bet.
 */
export function MatchBetsStrip({ matchId }: { matchId: number }) {
  const intl = useIntl()
  const headingId = useId()
  const loggedIn = useSession().status === 'logged_in'
  const bets = useBets(OPEN_BETS, loggedIn)
  const mine = loggedIn ? betsOnMatch(bets.data?.data ?? [], matchId) : []
  if (mine.length === 0) return null
  const money = (m: ServerBet['stake']) => formatMoney(toMoney(m), intl.locale)
  const draw = intl.formatMessage({ id: 'odds.draw' })
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-md border border-line bg-surface"
      data-testid="match-bets"
    >
      <h2 id={headingId} className="border-b border-line px-3 py-2 text-sm font-bold">
        {intl.formatMessage({ id: 'match.my_bets.title' }, { count: mine.length })}
      </h2>
      <ul className="divide-y divide-line">
        {mine.map((bet) => {
          const here = bet.selections.filter((s) => s.match_id === matchId)
          const others = bet.selections.length - here.length
          return (
            <li key={bet.id} data-testid="match-bet">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-semibold">
                    {intl.formatMessage({ id: `betslip.type.${bet.type}` })}
                  </span>
                  {': '}
                  {here
                    .map((s) => {
                      const [home, away] = s.match_name.split(' vs ')
                      return `${outcomeLabel(s.outcome_name, home, away, draw)} (${s.market_name})`
                    })
                    .join(', ')}
                  {others > 0 && (
                    <span className="text-muted">
                      {' '}
                      {intl.formatMessage({ id: 'match.my_bets.other_selections' }, { count: others })}
                    </span>
                  )}
                </span>
                <span className="text-muted tabular-nums">
                  {intl.formatMessage(
                    { id: 'match.my_bets.stake_win' },
                    { stake: money(bet.stake), win: money(bet.win_amount) },
                  )}
                </span>
              </div>
              <CashoutControls bet={bet} />
            </li>
          )
        })}
      </ul>
    </section>
  )
}

export default MatchBetsStrip
