/** Most stars a player keeps of one type (docs/constants.md): a menu of them stays readable. */
export const FAVOURITES_MAX_PER_TYPE = 500
