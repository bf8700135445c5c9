export { default as matchStatsPlugin, connectFeedToMatchStats } from './plugin.ts'
export { default as matchStatsRoutes } from './routes.ts'
export { presentDetail } from './presenters.ts'
