import { FormattedMessage, useIntl } from 'react-intl'
import { PageTitle } from '~/components/layout/page-title.tsx'
import { MatchesSection } from '~/features/catalog/components/matches-section.tsx'
import { FavouritesGate } from '~/features/favourites/components/favourites-gate.tsx'

/** /sports/favorites (spec §2): the player's starred matches and leagues, live first, then upcoming. */
export default function Favorites() {
  const intl = useIntl()
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
              <MatchesSection
                title={intl.formatMessage({ id: 'favourites.live' })}
                filters={{ favouriteOf: playerId, statuses: [1], limit: 100 }}
              />
              <MatchesSection
                title={intl.formatMessage({ id: 'favourites.upcoming' })}
                filters={{ favouriteOf: playerId, statuses: [0], limit: 100 }}
              />
            </>
          )}
        </FavouritesGate>
      </div>
    </>
  )
}
