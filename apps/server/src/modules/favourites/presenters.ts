import type { FavouriteList, Favourites, FavouriteType } from '@sportsbook/contract'

type Row = { type: FavouriteType; entity_id: number }

/** Rows of one type → `{ type, ids }`, in the repository's order (newest first). */
export const presentList = (type: FavouriteType, rows: readonly Row[]): FavouriteList => ({
  type,
  ids: rows.map((r) => r.entity_id),
})

/** Rows of every type → `{ matches, leagues, sports }`. */
export function presentFavourites(rows: readonly Row[]): Favourites {
  const out: Favourites = { matches: [], leagues: [], sports: [] }
  for (const r of rows) out[r.type]?.push(r.entity_id)
  return out
}
