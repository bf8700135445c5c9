export { default as limitsPlugin } from './plugin.ts'
export { default as limitsRoutes } from './routes.ts'
export { checkStakeLimits, recordStakeVerdict, stakeLimitsInForce, type StakeVerdict } from './enforce.ts'
export { limitBetErrors } from './bet-errors.ts'
