import { toMoney, type BonusCampaign, type LeaderboardRow, type PointsProgress } from '@sportsbook/contract'
import { tournamentPrizes } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { useTournamentRating } from '../api/get-rating.ts'

/**
 * A tournament's live pool, its prizes (the domain's split of the pool now) and the leaderboard with
 * the player's row marked (highlight, "You" and aria-current: never by colour alone).
 */
export function TournamentBoard({
  campaign,
  points: p,
}: {
  campaign: BonusCampaign
  points: PointsProgress
}) {
  const intl = useIntl()
  const rating = useTournamentRating(campaign.id).data
  if (!p.pool) return null
  const pool = toMoney(p.pool)
  const prizes = tournamentPrizes(pool, p.prize_shares_bp, p.prize_shares_bp.length)
  const rows: LeaderboardRow[] = rating ? [...rating.data] : []
  const own = rating?.current_user
  if (own && !rows.some((r) => r.current_user)) rows.push(own)
  const th = 'py-1 font-medium'
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="tournament-board">
      <p className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{intl.formatMessage({ id: 'bonus.tournament.pool' })}</span>
        <span className="text-lg font-bold tabular-nums" data-testid="tournament-pool" aria-live="polite">
          {formatMoney(pool, intl.locale)}
        </span>
      </p>
      {prizes.length > 0 && (
        <p className="text-muted">
          {prizes
            .map((m, i) =>
              intl.formatMessage(
                { id: 'bonus.tournament.prize' },
                { position: i + 1, amount: formatMoney(m, intl.locale) },
              ),
            )
            .join(' · ')}
        </p>
      )}
      {p.ends_at && (
        <p className="text-muted">
          {p.finished
            ? intl.formatMessage({ id: 'bonus.tournament.finished' })
            : intl.formatMessage(
                { id: 'bonus.tournament.ends' },
                { date: intl.formatDate(p.ends_at, { dateStyle: 'medium', timeStyle: 'short' }) },
              )}
        </p>
      )}
      <table className="w-full">
        <caption className="text-start font-semibold">
          {intl.formatMessage({ id: 'bonus.tournament.leaderboard' })}
        </caption>
        <thead>
          <tr className="text-muted">
            <th className={`${th} text-start`}>
              {intl.formatMessage({ id: 'bonus.tournament.col.position' })}
            </th>
            <th className={`${th} text-start`}>
              {intl.formatMessage({ id: 'bonus.tournament.col.player' })}
            </th>
            <th className={`${th} text-end`}>{intl.formatMessage({ id: 'bonus.tournament.col.points' })}</th>
            <th className={`${th} text-end`}>{intl.formatMessage({ id: 'bonus.tournament.col.prize' })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.position}
              aria-current={r.current_user ? 'true' : undefined}
              data-testid={r.current_user ? 'leaderboard-own-row' : 'leaderboard-row'}
              className={`border-t border-line ${r.current_user ? 'bg-brand/10 font-bold' : ''}`}
            >
              <td className="px-1 py-1 tabular-nums">{r.position}</td>
              <td className="py-1">
                {r.current_user
                  ? intl.formatMessage({ id: 'bonus.tournament.you' }, { name: r.name })
                  : r.name}
              </td>
              <td className="py-1 text-end tabular-nums">{r.points}</td>
              <td className="px-1 py-1 text-end tabular-nums">
                {r.farmed_amount.value > 0 ? formatMoney(toMoney(r.farmed_amount), intl.locale) : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rating && rows.length === 0 && (
        <p className="text-muted">{intl.formatMessage({ id: 'bonus.tournament.empty' })}</p>
      )}
    </div>
  )
}
