import type { Market, Match } from '@sportsbook/contract'
import { isMarketOpen, isMarketSuspended, isMatchLive } from '@sportsbook/domain'
import { memo } from 'react'
import { useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { EarlyPayoutBadge, earlyPayoutOn } from '~/components/bets/early-payout-badge.tsx'
import { Picture } from '~/components/image/picture.tsx'
import { AppLink } from '~/components/ui/app-link.tsx'
import { FavouriteStar } from '~/components/ui/favourite-star.tsx'
import { MatchStatus } from '~/components/ui/match-status.tsx'
import { OddsButton } from '~/components/ui/odds-button.tsx'
import { ROVING_ROW_ATTR } from '~/hooks/use-roving-focus.ts'
import { outcomeLabel, shortOutcomeName } from '~/lib/outcome-label.ts'
import { selectionFrom } from '~/lib/slip/selection-from.ts'

/** Column widths shared by the row and its group header so prices line up under their labels. */
export const MAIN_COLS = 'grid w-[10.5rem] shrink-0 gap-1 sm:w-[12.75rem]'
/** Two-way markets (tennis, basketball) spread their two prices over the same width as 1-X-2. */
export const mainGrid = (outcomes: number | undefined) => (outcomes === 2 ? 'grid-cols-2' : 'grid-cols-3')
export const SECONDARY_COLS = 'hidden w-[13rem] shrink-0 grid-cols-2 gap-1 lg:grid'
export const MORE_COL = 'hidden w-9 shrink-0 sm:flex'

export function MarketCells({
  market,
  match,
  caption,
}: {
  market: Market | null
  match: Match
  caption: boolean
}) {
  const intl = useIntl()
  const [home, away] = [match.competitors[0]?.name, match.competitors[1]?.name]
  const draw = intl.formatMessage({ id: 'odds.draw' })
  const short = {
    over: intl.formatMessage({ id: 'odds.over_short' }),
    under: intl.formatMessage({ id: 'odds.under_short' }),
  }
  // Spec §4: only an open or suspended market shows prices; handed over (-2), settled or cancelled shows none.
  if (
    !market ||
    market.outcomes.length === 0 ||
    !(isMarketOpen(market.status) || isMarketSuspended(market.status))
  ) {
    return <span className="col-span-full self-center text-center text-muted">–</span>
  }
  const locked = isMarketSuspended(market.status) || !match.bettable
  return market.outcomes.map((o) => (
    <OddsButton
      key={o.id}
      label={outcomeLabel(o.name, home, away, draw)}
      caption={caption ? shortOutcomeName(o, short) : undefined}
      odds={o.odds}
      boostedFrom={o.boosted_from}
      locked={locked || !o.active}
      selection={selectionFrom(match, market, o)}
    />
  ))
}

/** A row's crest size (CSS px): beside the name, decorative. */
const ROW_CREST_PX = 16

function Competitor({
  name,
  logo,
  score,
}: {
  name: string
  logo?: string | null
  score: number | undefined
}) {
  return (
    <span className="flex items-center justify-between gap-2">
      <span className="flex min-w-0 items-center gap-1.5">
        {logo && <Picture src={logo} width={ROW_CREST_PX} height={ROW_CREST_PX} alt="" />}
        <span dir="auto" className="sb-name font-medium">
          {name}
        </span>
      </span>
      {score !== undefined && <span className="font-bold tabular-nums">{score}</span>}
    </span>
  )
}

/** One match: a link to its page (names, status, score) and its main and secondary market prices. */
// Memoised: live updates keep the identity of unchanged matches, so a clock tick re-renders one row.
export const MatchRow = memo(function MatchRow({
  match,
  onOpen,
}: {
  match: Match
  /** Told when the bettor opens the match (a stable function: rows are memoised). */
  onOpen?: (match: Match) => void
}) {
  const intl = useIntl()
  const [home, away] = match.competitors
  const score = isMatchLive(match.status) ? match.statistics?.total_score : undefined
  const to = paths.match(match.sport.key, match.slug)
  const more = match.availableMarketsCount
  const open = onOpen && (() => onOpen(match))
  const earlyPayout = earlyPayoutOn(match, match.main_market)
  return (
    <li
      {...{ [ROVING_ROW_ATTR]: '' }}
      className="flex items-center gap-2 bg-surface py-2 ps-1.5 pe-3 hover:bg-raised"
    >
      <FavouriteStar type="matches" id={match.id} name={match.name} />
      <AppLink to={to} onClick={open} className="flex min-w-0 flex-1 flex-col gap-0.5 rounded-sm">
        <span className="flex items-center gap-1.5">
          <MatchStatus match={match} />
          {earlyPayout && <EarlyPayoutBadge lead={earlyPayout.lead} />}
        </span>
        <Competitor name={home?.name ?? match.name} logo={away ? home?.logo : null} score={score?.home} />
        {away && <Competitor name={away.name} logo={away.logo} score={score?.away} />}
      </AppLink>
      <div className={`${MAIN_COLS} ${mainGrid(match.main_market?.outcomes.length)}`}>
        <MarketCells market={match.main_market} match={match} caption={false} />
      </div>
      <div className={SECONDARY_COLS}>
        <MarketCells market={match.secondary_market} match={match} caption />
      </div>
      <AppLink
        to={to}
        onClick={open}
        aria-label={intl.formatMessage({ id: 'match.more_markets' }, { count: more })}
        className={`${MORE_COL} items-center justify-center rounded-sm text-xs font-semibold text-muted tabular-nums hover:text-fg`}
      >
        +{more}
      </AppLink>
    </li>
  )
})

/** One match as a card: competition, status, both names (a link to the match), then its main prices. */
export function MatchCard({ match: m }: { match: Match }) {
  return (
    <>
      <AppLink to={paths.match(m.sport.key, m.slug)} className="flex flex-col gap-1 rounded-sm">
        <span dir="auto" className="sb-name text-xs text-muted">
          {m.tournament.name}
        </span>
        <MatchStatus match={m} />
        <span dir="auto" className="sb-name font-semibold">
          {m.competitors[0]?.name ?? m.name}
        </span>
        {m.competitors[1] && (
          <span dir="auto" className="sb-name font-semibold">
            {m.competitors[1].name}
          </span>
        )}
      </AppLink>
      <div className={`grid gap-1 ${mainGrid(m.main_market?.outcomes.length)}`}>
        <MarketCells market={m.main_market} match={m} caption />
      </div>
    </>
  )
}
