import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { openModal } from '~/lib/modal/modal-store.ts'
import { RowsSkeleton } from '~/components/ui/skeleton.tsx'
import { useSession } from '~/lib/session/use-session.ts'
import { useFavourites } from '../api/get-favourites.ts'
import { hasMatchFavourites } from '../toggle.ts'
import { StarIcon } from './star-icon.tsx'

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-md bg-surface px-4 py-10 text-center">
      <StarIcon filled={false} className="size-8 text-muted" />
      {children}
    </div>
  )
}

/**
 * The favourites page body: a sign-in prompt for visitors, an empty state that says how to add a
 * favourite, or the player's listings (`children`, composed by the route).
 */
export function FavouritesGate({ children }: { children: (playerId: number) => ReactNode }) {
  const intl = useIntl()
  const session = useSession()
  const playerId = session.player?.id
  const favourites = useFavourites(playerId)
  const loading = intl.formatMessage({ id: 'common.loading' })
  if (session.status === 'unknown' || session.status === 'pending') return <RowsSkeleton label={loading} />
  if (playerId === undefined) {
    return (
      <Notice>
        <p className="font-semibold">
          <FormattedMessage id="favourites.visitor.title" />
        </p>
        <p className="text-sm text-muted">
          <FormattedMessage id="favourites.visitor.description" />
        </p>
        <button
          type="button"
          onClick={() => openModal('sign-in')}
          className="rounded-md bg-brand px-4 py-2 text-sm font-bold text-on-brand hover:bg-brand-strong"
        >
          <FormattedMessage id="header.sign_in" />
        </button>
      </Notice>
    )
  }
  if (favourites.isPending) return <RowsSkeleton label={loading} />
  if (favourites.isError) {
    return (
      <p role="alert" className="rounded-md bg-surface px-4 py-6 text-center text-muted">
        <FormattedMessage id="favourites.error.load" />
      </p>
    )
  }
  if (!hasMatchFavourites(favourites.data)) {
    return (
      <Notice>
        <p className="font-semibold">
          <FormattedMessage id="favourites.empty.title" />
        </p>
        <p className="max-w-md text-sm text-muted">
          <FormattedMessage id="favourites.empty.description" />
        </p>
      </Notice>
    )
  }
  return children(playerId)
}
