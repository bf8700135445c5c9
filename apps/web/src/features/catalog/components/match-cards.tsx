import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { RowsSkeleton } from '~/components/ui/skeleton.tsx'
import { ROVING_ROW_ATTR, useRovingFocus } from '~/hooks/use-roving-focus.ts'
import { useMatches, type MatchFilters } from '../api/get-matches.ts'
import { useListingLive } from '../hooks/use-listing-live.ts'
import { MatchCard } from './match-row.tsx'

/**
 * Matches as cards (spec §2 layout kinds): `Tile` a grid, `Slider` one scrolling row. Each card
 * links to its match and carries the main market's prices.
 */
export function MatchCards({
  filters,
  title,
  layout,
}: {
  filters: MatchFilters
  title?: ReactNode
  layout: 'Tile' | 'Slider'
}) {
  const intl = useIntl()
  const { data, isPending, isError } = useMatches(filters)
  useListingLive(filters)
  // One Tab stop for the cards, on the first price; arrow keys move within a card and between cards.
  const grid = useRovingFocus<HTMLUListElement>()
  const list =
    layout === 'Slider'
      ? 'flex snap-x gap-2 overflow-x-auto pb-1 [&>li]:w-64 [&>li]:shrink-0 [&>li]:snap-start'
      : 'grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3'
  return (
    <section className="flex flex-col gap-2" aria-label={typeof title === 'string' ? title : undefined}>
      {title && <h2 className="px-1 text-base font-bold">{title}</h2>}
      {isPending ? (
        <RowsSkeleton rows={3} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : isError ? (
        <p role="alert" className="text-muted">
          <FormattedMessage id="error.load_failed" />
        </p>
      ) : data.data.length === 0 ? (
        <p className="rounded-md bg-surface px-4 py-6 text-center text-muted">
          <FormattedMessage id="catalog.no_matches" />
        </p>
      ) : (
        <ul ref={grid} className={list}>
          {data.data.map((m) => (
            <li
              key={m.id}
              {...{ [ROVING_ROW_ATTR]: '' }}
              className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3"
            >
              <MatchCard match={m} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
