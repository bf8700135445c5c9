import { FormattedMessage, useIntl } from 'react-intl'
import { PageTitle } from '~/components/layout/page-title.tsx'
import { MatchesSection } from '~/features/catalog/components/matches-section.tsx'
import { ListingControls } from '~/features/catalog/components/listing-controls.tsx'
import { listingFilters } from '~/features/catalog/listing-params.ts'
import { useSearchParams } from 'react-router'
import { LeaguesById } from '~/features/catalog/components/league-list.tsx'
import { useFavourites } from '~/features/favourites/api/get-favourites.ts'
import { FavouritesGate } from '~/features/favourites/components/favourites-gate.tsx'

/** /sports/favorites (spec §2): the player's starred matches and leagues, live first, then upcoming. */
/** Starred matches narrowed by the listing parameters of the URL (spec §2). */
const FAVOURITE_FIELDS = ['sport', 'sortBy', 'isBettable'] as const

export default function Favorites() {
  const intl = useIntl()
  const [search] = useSearchParams()
  return (
    <>
      <PageTitle id="favourites.title" />
      <div className="flex flex-col gap-4">
        <h1 className="px-1 text-xl font-bold">
          <FormattedMessage id="favourites.title" />
        </h1>
        <FavouritesGate>
          {(playerId) => (
            <>
              <ListingControls fields={FAVOURITE_FIELDS} />
              <MatchesSection
                title={intl.formatMessage({ id: 'favourites.live' })}
                filters={listingFilters({ favouriteOf: playerId, statuses: [1], limit: 100 }, search)}
              />
              <MatchesSection
                title={intl.formatMessage({ id: 'favourites.upcoming' })}
                filters={listingFilters({ favouriteOf: playerId, statuses: [0], limit: 100 }, search)}
              />
              <StarredLeagues playerId={playerId} />
            </>
          )}
        </FavouritesGate>
      </div>
    </>
  )
}

/** The player's starred leagues as tiles, each asked by id (GET /tournaments/{id}); none: nothing. */
function StarredLeagues({ playerId }: { playerId: number }) {
  const ids = useFavourites(playerId).data?.leagues ?? []
  return <LeaguesById ids={ids} title={<FormattedMessage id="favourites.leagues" />} />
}
