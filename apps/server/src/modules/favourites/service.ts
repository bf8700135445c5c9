// Favourites (spec §7 `/favourites/{type}[/{id}]`): a player's stars, added and removed idempotently.
import type { FavouriteList, Favourites, FavouriteType } from '@sportsbook/contract'
import type { Executor } from '../../db/client.ts'
import { ApiError, notFound } from '../../lib/api-error.ts'
import { FAVOURITES_MAX_PER_TYPE } from './constants.ts'
import { presentFavourites, presentList } from './presenters.ts'
import { deleteFavourite, insertFavourite, selectFavourites } from './repository.ts'

const NAMES: Record<FavouriteType, string> = { matches: 'Match', leagues: 'League', sports: 'Sport' }

export function createFavouritesService(db: Executor, now: () => Date) {
  return {
    async all(userId: number): Promise<Favourites> {
      return presentFavourites(await selectFavourites(db, userId))
    },

    async list(userId: number, type: FavouriteType): Promise<FavouriteList> {
      return presentList(type, await selectFavourites(db, userId, type))
    },

    /** Stars `id`; already starred is fine. 404 for an id the catalog does not have. */
    async add(userId: number, type: FavouriteType, id: number): Promise<FavouriteList> {
      const outcome = await insertFavourite(db, {
        userId,
        type,
        id,
        max: FAVOURITES_MAX_PER_TYPE,
        now: now(),
      })
      if (outcome === 'missing') throw notFound(`${NAMES[type]} ${id}`)
      if (outcome === 'full')
        throw new ApiError(
          'favourites_limit_reached',
          `At most ${FAVOURITES_MAX_PER_TYPE} ${type} can be kept`,
        )
      return this.list(userId, type)
    },

    /** Unstars `id`; not starred (or unknown) is fine: the answer is the same list either way. */
    async remove(userId: number, type: FavouriteType, id: number): Promise<FavouriteList> {
      await deleteFavourite(db, { userId, type, id })
      return this.list(userId, type)
    },
  }
}

export type FavouritesService = ReturnType<typeof createFavouritesService>
