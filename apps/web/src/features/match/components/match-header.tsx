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

/** The header's crest size (CSS px). */
const CREST_PX = 48

/** A competitor with its crest above the name; the crest is decorative (alt=""), the name says it all. */
function Side({ competitor }: { competitor: Competitor }) {
  return (
    <span className="flex min-w-0 flex-col items-center gap-2 text-center">
      {competitor.logo && (
        <Picture src={competitor.logo} width={CREST_PX} height={CREST_PX} alt="" loading="eager" />
      )}
      <span className="max-w-full break-words">{competitor.name}</span>
    </span>
  )
}

/** Competitors as the page's h1, score and status under them; live score is plain readable text. */
export function MatchHeader({ match }: { match: Match }) {
  const intl = useIntl()
  const [home, away] = match.competitors
  const stats = match.statistics
  const showScore = match.status !== MATCH_STATUS.PREMATCH && stats?.total_score
  return (
    <header className="flex flex-col gap-3 rounded-md border border-line bg-surface px-4 py-4">
      <p className="flex items-center gap-2 text-xs text-muted">
        <SportIcon sportKey={match.sport.key} className="size-3.5" />
        <AppLink to={paths.sport(match.sport.key)} className="hover:text-fg">
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
        <span className="ms-auto flex items-center gap-1">
          <FavouriteStar type="leagues" id={match.tournament.id} name={match.tournament.name} />
          <FavouriteStar type="matches" id={match.id} name={match.name} />
        </span>
      </p>
      {home && away ? (
        <h1 className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-lg font-bold sm:text-xl">
          {/* Explicit spaces: the accessible name must read "Home vs Away", not "HomevsAway". */}
          <Side competitor={home} />{' '}
          <span className="text-sm font-medium text-muted">{intl.formatMessage({ id: 'match.vs' })}</span>{' '}
          <Side competitor={away} />
        </h1>
      ) : (
        <h1 className="text-center text-lg font-bold sm:text-xl">{match.name}</h1>
      )}
      <div className="flex flex-col items-center gap-1.5">
        {showScore && stats.total_score && (
          <p
            className="text-3xl font-extrabold tabular-nums"
            aria-label={intl.formatMessage(
              { id: 'match.score' },
              { home: stats.total_score.home, away: stats.total_score.away },
            )}
          >
            {stats.total_score.home} : {stats.total_score.away}
          </p>
        )}
        <MatchStatus match={match} />
        <LiveScoreExtras match={match} />
        {showScore && stats.period_score.length > 0 && (
          <ol className="flex gap-2 text-xs text-muted tabular-nums">
            {stats.period_score.map((p) => (
              <li key={p.number}>
                {intl.formatMessage(
                  { id: 'match.period_score' },
                  { number: p.number, home: p.home, away: p.away },
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </header>
  )
}
