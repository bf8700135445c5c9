import { FavouriteList, type FavouriteType } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** POST /favourites/{type}/{id}: stars it (again is fine); answers that type's list. */
export const addFavourite = (type: FavouriteType, id: number) =>
  apiSend('POST', `/favourites/${type}/${id}`, FavouriteList)
