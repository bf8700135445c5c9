import type { Match } from '@sportsbook/contract'
import { Skeleton } from '~/components/ui/skeleton.tsx'

// The vote and the price trends are per viewer and come after hydration, in a chunk of their own,
// above the markets. Their placeholders are server-rendered with the panels' box model (the same
// classes, one 36 px line per row), so the real panels replace them without moving the markets.
// price-trends.tsx and vote-panel.tsx spell the classes out (importing them would make this module a
// chunk of its own); insights-skeleton.test.tsx checks that they match.

/** Both panels: stacked on phones, side by side on wide screens (wraps both, placeholders or real). */
export const INSIGHTS_GRID = 'grid items-start gap-3 md:grid-cols-2'
/** One panel's box: title, then its rows. */
export const INSIGHT_SECTION = 'flex flex-col gap-2 rounded-md bg-surface p-3'
/** The list of rows of either panel. */
export const INSIGHT_ROWS = 'flex flex-col gap-1.5'

/** A panel's shape: a title line (text-sm), `rows` rows of 36 px (h-9), and a text-xs footer line. */
function PanelSkeleton({ rows, footer }: { rows: number; footer?: boolean }) {
  return (
    <div aria-hidden className={INSIGHT_SECTION}>
      <Skeleton className="my-0.5 h-4 w-32" />
      <div className={INSIGHT_ROWS}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-9" />
        ))}
      </div>
      {footer && <Skeleton className="my-0.5 h-3 w-24" />}
    </div>
  )
}

/** The price trends' rows (one per main-market outcome) while their history is on its way. */
export const PriceTrendsSkeleton = ({ match }: { match: Match }) => {
  const rows = match.main_market?.outcomes.length ?? 0
  return rows > 0 && <PanelSkeleton rows={rows} />
}

/**
 * The vote's choices and its total line while the player's vote is on its way: a draw only where the
 * main market has three outcomes (as the API decides), no vote on an outright.
 */
export const VotePanelSkeleton = ({ match }: { match: Match }) =>
  match.type === 'match' && <PanelSkeleton rows={match.main_market?.outcomes.length === 3 ? 3 : 2} footer />
