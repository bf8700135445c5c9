import { z } from '../zod.ts'
import { Id } from './common.ts'

/** What a player can star (spec §7 `/favourites/{type}`): matches, leagues (tournaments) and sports, by id. */
export const FAVOURITE_TYPES = ['matches', 'leagues', 'sports'] as const
export const FavouriteType = z.enum(FAVOURITE_TYPES)
export type FavouriteType = z.infer<typeof FavouriteType>

/** Path parameters of `GET /favourites/{type}`. */
export const FavouriteTypeParams = z.object({ type: FavouriteType })
/** Path parameters of `POST/DELETE /favourites/{type}/{id}`. */
export const FavouriteParams = z.object({ type: FavouriteType, id: Id })

/** The player's starred ids of one type, newest first. */
export const FavouriteList = z.object({
  type: FavouriteType,
  ids: z.array(z.number().int().positive()),
})
export type FavouriteList = z.infer<typeof FavouriteList>

/** `GET /favourites`: every type at once (what the stars on a page need in one request). */
export const Favourites = z.object({
  matches: z.array(z.number().int().positive()),
  leagues: z.array(z.number().int().positive()),
  sports: z.array(z.number().int().positive()),
})
export type Favourites = z.infer<typeof Favourites>
