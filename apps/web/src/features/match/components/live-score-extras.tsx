import type { Match } from '@sportsbook/contract'
import { MATCH_STATUS } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { useMatchStatistics } from '../api/get-match-stats.ts'
import { useHydrated } from '~/lib/use-hydrated.ts'

/** Sports whose header shows red cards from the provider's statistics. */
const CARD_SPORTS = new Set(['soccer'])

/**
 * Under the score of a live match: the points of the game being played and who serves (tennis and
 * other sports with a game score), and red cards (soccer). Text first; the ball and card are decoration.
 */
export function LiveScoreExtras({ match }: { match: Match }) {
  const intl = useIntl()
  const live = match.status === MATCH_STATUS.LIVE
  const cards = useMatchStatistics(match.id, live && CARD_SPORTS.has(match.sport.key))
  const hydrated = useHydrated()
  if (!live) return null
  const [home, away] = match.competitors
  const s = match.statistics
  const red = hydrated ? cards.data?.items.find((i) => i.key === 'red_cards') : undefined
  const server = s?.current_server === 'home' ? home?.name : s?.current_server === 'away' ? away?.name : null
  return (
    <>
      {s?.game_score && (
        <p className="flex items-center gap-2 text-sm tabular-nums" data-testid="game-score">
          <span>
            {intl.formatMessage(
              { id: 'match_centre.game_points' },
              { home: s.game_score.home, away: s.game_score.away },
            )}
          </span>
          {server && (
            <span className="flex items-center gap-1 text-muted" data-testid="server">
              <span aria-hidden className="inline-block size-2 rounded-full bg-warning" />
              {intl.formatMessage({ id: 'match_centre.serving' }, { name: server })}
            </span>
          )}
        </p>
      )}
      {/* The red cards' line is kept for every live match of a card sport: the statistics come after
          hydration, and a line appearing then would push the whole page down. */}
      {CARD_SPORTS.has(match.sport.key) && (
        <div className="flex min-h-lh basis-full justify-center text-xs">
          {red && (red.home > 0 || red.away > 0) && (
            <p className="flex gap-3" data-testid="red-cards">
              {[
                [home?.name, red.home],
                [away?.name, red.away],
              ]
                .filter(([, n]) => Number(n) > 0)
                .map(([name, n]) => (
                  <span key={String(name)} className="flex items-center gap-1">
                    <span aria-hidden className="inline-block h-3 w-2 rounded-xs bg-negative" />
                    {intl.formatMessage({ id: 'match_centre.red_cards' }, { name, count: Number(n) })}
                  </span>
                ))}
            </p>
          )}
        </div>
      )}
    </>
  )
}
