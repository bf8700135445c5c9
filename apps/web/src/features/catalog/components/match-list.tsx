import type { Match } from '@sportsbook/contract'
import { useContext } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { AppLink } from '~/components/ui/app-link.tsx'
import { FavouriteStar } from '~/components/ui/favourite-star.tsx'
import { SportIcon } from '~/components/ui/sport-icon.tsx'
import { FirstPaintRowsContext, useProgressiveRows } from '~/hooks/use-progressive-rows.ts'
import { ROVING_ROW_ATTR, useRovingFocus } from '~/hooks/use-roving-focus.ts'
import { MAIN_COLS, MatchRow, MORE_COL, SECONDARY_COLS, mainGrid } from './match-row.tsx'
import { StaleMark } from '~/components/ui/stale-mark.tsx'

interface LeagueGroup {
  key: number
  first: Match
  matches: Match[]
}

/** Groups by league, keeping the server's order (sorted by priority) for groups and rows. */
export function groupByLeague(matches: readonly Match[]): LeagueGroup[] {
  const groups = new Map<number, LeagueGroup>()
  for (const m of matches) {
    const g = groups.get(m.tournament.id)
    if (g) g.matches.push(m)
    else groups.set(m.tournament.id, { key: m.tournament.id, first: m, matches: [m] })
  }
  return [...groups.values()]
}

/** The first `count` rows in the order they show (league by league), so later rows only ever append. */
function firstRowsOf(groups: readonly LeagueGroup[], count: number): LeagueGroup[] {
  const out: LeagueGroup[] = []
  let left = count
  for (const g of groups) {
    if (left <= 0) break
    out.push(g.matches.length <= left ? g : { ...g, matches: g.matches.slice(0, left) })
    left -= g.matches.length
  }
  return out
}

function ColumnLabels({ match }: { match: Match }) {
  const outcomes = match.main_market?.outcomes ?? []
  const labels = outcomes.length === 2 ? ['1', '2'] : ['1', 'X', '2']
  return (
    <>
      <span aria-hidden className={`${MAIN_COLS} ${mainGrid(outcomes.length)} text-center`}>
        {labels.map((l, i) => (
          <span key={i}>{l}</span>
        ))}
      </span>
      <span aria-hidden dir="auto" className={`${SECONDARY_COLS} truncate text-center`}>
        {match.secondary_market?.name}
      </span>
      <span aria-hidden className={MORE_COL} />
    </>
  )
}

/** The room a row not rendered yet keeps (a prematch row's height), so the page's length stays near its own. */
const ROW_PLACEHOLDER_REM = 4.75

/**
 * Match rows under league headers; the header names category and league and labels the price columns.
 * The first `firstRows` render with the page; the rest after hydration (useProgressiveRows).
 */
export function MatchList({
  matches,
  showLeague = true,
  section,
  onOpen,
  firstRows,
}: {
  matches: readonly Match[]
  /** Told when the bettor opens one of the matches. */
  onOpen?: (match: Match) => void
  showLeague?: boolean
  /** The titled block this list is in ("Live now"): a league in two blocks gets two distinct region names. */
  section?: string
  /** Rows in the server's HTML (FirstPaintRowsContext by default): fewer when other lists are above. */
  firstRows?: number
}) {
  const intl = useIntl()
  const pageFirstRows = useContext(FirstPaintRowsContext)
  const { shown, placeholderRef } = useProgressiveRows<HTMLDivElement>(
    matches.length,
    firstRows ?? pageFirstRows,
  )
  const grid = useRovingFocus<HTMLDivElement>()
  if (matches.length === 0) {
    return (
      <p className="rounded-md bg-surface px-4 py-8 text-center text-muted">
        <FormattedMessage id="catalog.no_matches" />
      </p>
    )
  }
  // One Tab stop for the whole list, on its first price; arrow keys move between rows and prices.
  return (
    <div ref={grid} className="flex flex-col gap-3">
      <StaleMark what="prices" />
      {firstRowsOf(groupByLeague(matches), shown).map(({ key, first, matches: rows }) => {
        const league = `${first.category.name} · ${first.tournament.name}`
        return (
          <section
            key={key}
            aria-label={
              section ? intl.formatMessage({ id: 'catalog.section_league' }, { section, league }) : league
            }
            // Off screen, a league's rows skip style, layout and paint (a tick's frame renders only what
            // is seen); the last size it rendered at holds its place so the scroll height stays.
            className="overflow-hidden rounded-md border border-line [content-visibility:auto] [contain-intrinsic-size:auto_12rem]"
          >
            <header
              {...{ [ROVING_ROW_ATTR]: '' }}
              className="flex items-center gap-2 bg-raised px-3 py-1.5 text-xs font-semibold text-muted"
            >
              <span className="flex min-w-0 flex-1 items-center gap-2">
                <SportIcon sportKey={first.sport.key} className="size-3.5 shrink-0" />
                {showLeague ? (
                  <>
                    {/* Never cut ("France · Ligue Pr…"): a long name takes a second line. Country and
                        league each in their own direction: a Latin league on an Arabic page reads
                        left to right. */}
                    <AppLink
                      to={paths.league(first.sport.key, first.tournament.slug)}
                      className="min-w-0 break-words hover:text-fg"
                    >
                      <span dir="auto">{first.category.name}</span> ·{' '}
                      <span dir="auto">{first.tournament.name}</span>
                    </AppLink>
                    <FavouriteStar type="leagues" id={first.tournament.id} name={first.tournament.name} />
                  </>
                ) : (
                  <span className="truncate">{intl.formatMessage({ id: 'catalog.matches' })}</span>
                )}
              </span>
              <ColumnLabels match={first} />
            </header>
            <ul className="flex flex-col gap-px bg-line">
              {rows.map((m) => (
                <MatchRow key={m.id} match={m} onOpen={onOpen} />
              ))}
            </ul>
          </section>
        )
      })}
      {shown < matches.length && (
        <div
          ref={placeholderRef}
          aria-hidden
          className="rounded-md bg-surface"
          style={{ blockSize: `${(matches.length - shown) * ROW_PLACEHOLDER_REM}rem` }}
        />
      )}
    </div>
  )
}
