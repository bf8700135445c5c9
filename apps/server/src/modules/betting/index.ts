export { connectFeedToBetting } from './connect-feed.ts'
export { default as bettingPlugin, type BettingOptions } from './plugin.ts'
export { default as betsRoutes } from './routes/index.ts'
export { default as bettingSettingsRoutes } from './routes/settings.ts'
