import { FavouriteList, type FavouriteType } from '@sportsbook/contract'
import { apiSend } from '~/lib/session/api-send.ts'

/** DELETE /favourites/{type}/{id}: unstars it (not starred is fine); answers that type's list. */
export const removeFavourite = (type: FavouriteType, id: number) =>
  apiSend('DELETE', `/favourites/${type}/${id}`, FavouriteList)
