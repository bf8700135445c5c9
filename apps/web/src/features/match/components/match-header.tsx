import type { Competitor, Match } from '@sportsbook/contract'
import { MATCH_STATUS } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { Picture } from '~/components/image/picture.tsx'
import { AppLink } from '~/components/ui/app-link.tsx'
import { FavouriteStar } from '~/components/ui/favourite-star.tsx'
import { MatchStatus } from '~/components/ui/match-status.tsx'
import { SportIcon } from '~/components/ui/sport-icon.tsx'
import { LiveScoreExtras } from './live-score-extras.tsx'
import { WatchLink } from './watch-link.tsx'

/** The scoreboard's crest size (CSS px): compact, and a width the image proxy renders (1x 32, 2x 64). */
const CREST_PX = 32

/**
 * A competitor: on a phone the crest above the name, so a long word keeps the column's width (never
 * "Silverwoo|d"); from `sm` beside it, towards the score. The crest is decorative (alt="").
 */
function Side({ competitor, end }: { competitor: Competitor; end?: boolean }) {
  return (
    <span
      className={`flex min-w-0 flex-col items-center gap-1 text-center sm:gap-2 ${end ? 'col-start-3 sm:flex-row sm:justify-start sm:text-start' : 'col-start-1 sm:flex-row-reverse sm:justify-start sm:text-end'}`}
    >
      {competitor.logo && (
        <Picture
          src={competitor.logo}
          width={CREST_PX}
          height={CREST_PX}
          alt=""
          loading="eager"
          className="shrink-0"
        />
      )}
      <span className="max-w-full min-w-0 leading-tight break-words hyphens-auto">{competitor.name}</span>
    </span>
  )
}

/**
 * The compact scoreboard (issue #29): breadcrumb, then one row of home, score (or kick-off) and away,
 * then the state of play (LIVE, period, clock, period scores, game points, red cards). The row is the
 * page's h1 ("Home vs Away"); the score sits in its middle column (a subgrid) but outside the heading,
 * so the heading's name stays the fixture and the score is read as its own line.
 */
export function MatchHeader({ match }: { match: Match }) {
  const intl = useIntl()
  const [home, away] = match.competitors
  const stats = match.statistics
  const score = match.status !== MATCH_STATUS.PREMATCH ? stats?.total_score : undefined
  const prematch = match.status === MATCH_STATUS.PREMATCH
  const periods = score && stats ? stats.period_score : []
  return (
    <header className="flex flex-col gap-2 rounded-md border border-line bg-surface px-3 py-2">
      <p className="flex min-w-0 items-center gap-2 text-xs text-muted">
        <SportIcon sportKey={match.sport.key} className="size-3.5 shrink-0" />
        <AppLink to={paths.sport(match.sport.key)} className="shrink-0 hover:text-fg">
          {match.sport.name}
        </AppLink>
        <span aria-hidden>/</span>
        <AppLink
          to={paths.league(match.sport.key, match.tournament.slug)}
          className="flex min-w-0 gap-1 hover:text-fg"
        >
          <span dir="auto" className="sb-name max-w-1/2 shrink-0">
            {match.category.name}
          </span>
          <span aria-hidden>·</span>
          <span dir="auto" className="sb-name">
            {match.tournament.name}
          </span>
        </AppLink>
        <span className="ms-auto flex shrink-0 items-center gap-1">
          <WatchLink match={match} />
          <FavouriteStar type="leagues" id={match.tournament.id} name={match.tournament.name} />
          <FavouriteStar type="matches" id={match.id} name={match.name} />
        </span>
      </p>
      {home && away ? (
        <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-x-3">
          <h1 className="col-span-3 col-start-1 row-start-1 grid grid-cols-subgrid items-center text-sm font-bold sm:text-base">
            {/* Explicit spaces: the accessible name must read "Home vs Away", not "HomevsAway". */}
            <Side competitor={home} />{' '}
            <span className={score || prematch ? 'sr-only' : 'col-start-2 text-xs font-medium text-muted'}>
              {intl.formatMessage({ id: 'match.vs' })}
            </span>{' '}
            <Side competitor={away} end />
          </h1>
          {score ? (
            <p
              className="col-start-2 row-start-1 text-2xl font-extrabold tabular-nums"
              aria-label={intl.formatMessage({ id: 'match.score' }, { home: score.home, away: score.away })}
            >
              {score.home} : {score.away}
            </p>
          ) : (
            prematch && (
              <p className="col-start-2 row-start-1 text-center text-sm font-semibold">
                <MatchStatus match={match} />
              </p>
            )
          )}
        </div>
      ) : (
        <h1 className="text-center text-base font-bold sm:text-lg">{match.name}</h1>
      )}
      {(!prematch || !home || !away) && (
        <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
          <MatchStatus match={match} />
          {periods.length > 0 && (
            <ol className="flex gap-2 text-xs text-muted tabular-nums">
              {periods.map((p) => (
                <li key={p.number}>
                  {intl.formatMessage(
                    { id: 'match.period_score' },
                    { number: p.number, home: p.home, away: p.away },
                  )}
                </li>
              ))}
            </ol>
          )}
          <LiveScoreExtras match={match} />
        </div>
      )}
    </header>
  )
}
