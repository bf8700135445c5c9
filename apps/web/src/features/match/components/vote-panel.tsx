import type { Match, VoteChoice } from '@sportsbook/contract'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { openModal } from '~/lib/modal/modal-store.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { useCastVote, useVote } from '../api/vote.ts'

/**
 * Prediction (spec §7 `GET/POST /vote`): who wins, one vote per player, results as percentages.
 * A visitor sees the shares and is asked to sign in to vote.
 */
export function VotePanel({ match, placeholder = null }: { match: Match; placeholder?: ReactNode }) {
  const intl = useIntl()
  const session = useSession()
  const playerKey = session.player?.id ?? null
  const vote = useVote(match.id, playerKey, session.status !== 'unknown' && session.status !== 'pending')
  const cast = useCastVote(match.id, playerKey)
  const result = vote.data
  // `placeholder` keeps its place while the vote loads (the match page: the markets below stay put).
  if (!result) return vote.isError ? null : placeholder
  const [home, away] = match.competitors
  const names: Record<VoteChoice, string> = {
    home: home?.name ?? '1',
    draw: intl.formatMessage({ id: 'odds.draw' }),
    away: away?.name ?? '2',
  }
  const voted = result.my_vote !== null
  const canVote = result.open && !voted && !cast.isPending
  const press = (choice: VoteChoice) => {
    if (session.status !== 'logged_in') return openModal('sign-in')
    cast.mutate(choice)
  }
  return (
    <section
      aria-labelledby="vote-title"
      className="flex flex-col gap-2 rounded-md bg-surface p-3"
      data-testid="vote-panel"
    >
      <h2 id="vote-title" className="text-sm font-semibold">
        {intl.formatMessage({ id: 'vote.title' })}
      </h2>
      <ul className="flex flex-col gap-1.5">
        {result.options.map((o) => (
          <li key={o.choice}>
            <button
              type="button"
              aria-pressed={result.my_vote === o.choice}
              aria-disabled={!canVote}
              onClick={() => canVote && press(o.choice)}
              className="relative flex w-full items-center justify-between gap-2 overflow-hidden rounded-sm bg-raised px-3 py-2 text-sm aria-[disabled=true]:cursor-default aria-pressed:font-semibold"
            >
              <span
                aria-hidden
                className="absolute inset-y-0 start-0 bg-brand/15"
                style={{ width: `${o.percent}%` }}
              />
              <span className="relative min-w-0 truncate">
                {names[o.choice]}
                {result.my_vote === o.choice && ` · ${intl.formatMessage({ id: 'vote.yours' })}`}
              </span>
              <span className="relative tabular-nums">
                {intl.formatNumber(o.percent / 100, { style: 'percent' })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted" role="status" data-testid="vote-total">
        {intl.formatMessage(
          { id: result.open ? (voted ? 'vote.thanks' : 'vote.total') : 'vote.closed' },
          { count: result.total },
        )}
      </p>
      {cast.isError && (
        <p role="alert" className="text-xs text-negative">
          {intl.formatMessage({ id: 'vote.error.failed' })}
        </p>
      )}
    </section>
  )
}
