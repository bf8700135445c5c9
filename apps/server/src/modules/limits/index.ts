export { default as limitsPlugin } from './plugin.ts'
export { default as limitsRoutes } from './routes.ts'
export { withinStakeLimits } from './enforce.ts'
export { limitBetErrors } from './bet-errors.ts'
