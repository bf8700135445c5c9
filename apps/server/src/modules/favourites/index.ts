export { FAVOURITES_MAX_PER_TYPE } from './constants.ts'
export { default as favouritesPlugin } from './plugin.ts'
export { favouriteMatchCondition } from './repository.ts'
export { default as favouritesRoutes } from './routes.ts'
