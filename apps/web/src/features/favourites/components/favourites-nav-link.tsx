import { FormattedMessage, useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { AppNavLink } from '~/components/ui/app-link.tsx'
import { StarIcon } from './star-icon.tsx'

/** "Favourites" above the sports menu: the player's starred matches and leagues (/sports/favorites). */
export function FavouritesNavLink({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const intl = useIntl()
  // Its own navigation landmark: the sports menu's is beside it, and no content may sit outside one.
  return (
    <nav aria-label={intl.formatMessage({ id: 'favourites.nav' })}>
      <AppNavLink
        to={paths.favorites()}
        onClick={onNavigate}
        className={({ isActive }) =>
          `mb-2 flex items-center gap-2.5 rounded-sm px-2.5 py-2 text-sm ${
            isActive ? 'bg-raised font-semibold text-fg' : 'text-fg/85 hover:bg-raised'
          }`
        }
      >
        <StarIcon filled={false} className="size-4.5 shrink-0 text-muted" />
        <FormattedMessage id="favourites.nav" />
      </AppNavLink>
    </nav>
  )
}
