export { connectFeedToBetting } from './connect-feed.ts'
export { default as bettingPlugin, type BettingOptions } from './plugin.ts'
export { default as betsRoutes } from './routes/index.ts'
export { default as bettingSettingsRoutes } from './routes/settings-routes.ts'
export { default as bettingDevRoutes } from './routes/dev-settle-routes.ts'
export {
  queueFeedChanges,
  startSettlementWorker,
  settleQueued,
  type SettlementWorker,
} from './settlement-worker.ts'
