import { useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import type { FavouriteTarget } from '~/components/ui/favourite-star.tsx'
import { alerts } from '~/components/alerts/alert-store.ts'
import { openModal } from '~/lib/modal/modal-store.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { useFavourites } from '../api/get-favourites.ts'
import { refreshFavouriteListings, sendStar, useToggleFavourite } from '../hooks/use-toggle-favourite.ts'
import { StarIcon } from './star-icon.tsx'

/**
 * The favourite star, a toggle button (pressed = starred; a plain button, no react-aria code on the
 * page's load). A visitor is asked to sign in first and the star lands once they have (spec §6:
 * favourites need a session).
 */
export function FavouriteToggle({ type, id, name }: FavouriteTarget) {
  const intl = useIntl()
  const qc = useQueryClient()
  const { player } = useSession()
  const { data } = useFavourites(player?.id)
  const toggle = useToggleFavourite(player?.id)
  const on = data?.[type].includes(id) ?? false
  const onChange = (next: boolean) => {
    if (player) return toggle.mutate({ type, id, on: next })
    openModal('sign-in', {
      onSuccess: () =>
        void sendStar({ type, id, on: true })
          .then(() => qc.invalidateQueries({ queryKey: ['favourites'] }))
          .then(() => refreshFavouriteListings(qc))
          .catch(() =>
            alerts.show('default', {
              titleId: 'favourites.error.title',
              descriptionId: 'favourites.error.description',
            }),
          ),
    })
  }
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => void onChange(!on)}
      aria-label={intl.formatMessage({ id: 'favourites.add' }, { name })}
      data-favourite-star=""
      className={`grid size-7 shrink-0 place-items-center rounded-sm ${
        on ? 'text-warning' : 'text-muted hover:text-fg'
      }`}
    >
      <StarIcon filled={on} />
    </button>
  )
}
