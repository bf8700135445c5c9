import type { Match } from '@sportsbook/contract'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { RowsSkeleton } from '~/components/ui/skeleton.tsx'
import { useMatches, type MatchFilters } from '../api/get-matches.ts'
import { useListingLive } from '../hooks/use-listing-live.ts'
import { MatchList } from './match-list.tsx'

interface Props {
  filters: MatchFilters
  title?: ReactNode
  /** Shown next to the title, e.g. a "see all" link. */
  action?: ReactNode
  showLeague?: boolean
  skeletonRows?: number
  /** Told when the bettor opens one of the matches (a stable function). */
  onOpen?: (match: Match) => void
}

/** A titled block of matches for one filter: skeleton rows while loading, then rows grouped by league. */
export function MatchesSection({ filters, title, action, showLeague, skeletonRows, onOpen }: Props) {
  const intl = useIntl()
  const { data, isPending, isError } = useMatches(filters)
  useListingLive(filters)
  return (
    <section className="flex flex-col gap-2" aria-label={typeof title === 'string' ? title : undefined}>
      {title && (
        <div className="flex items-center justify-between gap-2 px-1">
          <h2 className="text-base font-bold">{title}</h2>
          {action}
        </div>
      )}
      {isPending ? (
        <RowsSkeleton rows={skeletonRows} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : isError ? (
        <p role="alert" className="rounded-md bg-surface px-4 py-6 text-center text-muted">
          <FormattedMessage id="error.load_failed" />
        </p>
      ) : (
        <MatchList
          matches={data.data}
          showLeague={showLeague}
          section={typeof title === 'string' ? title : undefined}
          onOpen={onOpen}
        />
      )}
    </section>
  )
}
