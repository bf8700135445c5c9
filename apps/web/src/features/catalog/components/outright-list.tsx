import type { Match } from '@sportsbook/contract'
import { isMarketSuspended } from '@sportsbook/domain'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { OddsButton } from '~/components/ui/odds-button.tsx'
import { selectionFrom } from '~/lib/slip/selection-from.ts'
import { useMatches, type MatchFilters } from '../api/get-matches.ts'
import { useListingLive } from '../hooks/use-listing-live.ts'

/** Competitors shown before "show all": the favourites, lowest prices first. */
export const OUTRIGHT_VISIBLE = 8

/** One outright (spec §3): its name, end date and every competitor's price, favourites first. */
function OutrightCard({ outright }: { outright: Match }) {
  const intl = useIntl()
  const headingId = useId()
  const [all, setAll] = useState(false)
  const market = outright.main_market
  if (!market) return null
  const locked = isMarketSuspended(market.status) || !outright.bettable
  const ranked = [...market.outcomes].sort((a, b) => a.odds - b.odds)
  const shown = all ? ranked : ranked.slice(0, OUTRIGHT_VISIBLE)
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-md bg-surface p-3"
      data-testid="outright"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="font-semibold">
          {outright.name}
        </h3>
        {outright.end_date && (
          <p className="text-xs text-muted">
            <FormattedMessage
              id="outright.ends"
              values={{ date: intl.formatDate(outright.end_date, { dateStyle: 'medium' }) }}
            />
          </p>
        )}
      </div>
      <p className="text-xs text-muted">{market.name}</p>
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((o) => (
          <li key={o.id} className="flex">
            <OddsButton
              className="flex-1"
              label={o.name}
              caption={o.name}
              odds={o.odds}
              locked={locked || !o.active}
              selection={selectionFrom(outright, market, o)}
            />
          </li>
        ))}
      </ul>
      {ranked.length > OUTRIGHT_VISIBLE && (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll(!all)}
          className="self-start rounded-sm text-sm font-semibold text-brand hover:underline"
        >
          {intl.formatMessage(
            { id: all ? 'outright.show_fewer' : 'outright.show_all' },
            { count: ranked.length },
          )}
        </button>
      )}
    </article>
  )
}

/**
 * The outrights (tournament winner markets) of a filter (`type: 'outright'`), prices live: under
 * their league, and in the `outrights` widget. Nothing while loading or when there are none (most
 * leagues), so it sits quietly on any page.
 */
export function OutrightList({ filters, title }: { filters: MatchFilters; title?: string }) {
  const intl = useIntl()
  const { data } = useMatches(filters)
  useListingLive(filters)
  const outrights = data?.data ?? []
  if (outrights.length === 0) return null
  const heading = title ?? intl.formatMessage({ id: 'outright.title' })
  return (
    <section className="flex flex-col gap-2" aria-label={heading}>
      <h2 className="px-1 text-base font-bold">{heading}</h2>
      {outrights.map((o) => (
        <OutrightCard key={o.id} outright={o} />
      ))}
    </section>
  )
}

export default OutrightList
