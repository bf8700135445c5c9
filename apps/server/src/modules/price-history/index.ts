export { default as priceHistoryPlugin, connectFeedToPriceHistory, priceHistoryRoutes } from './plugin.ts'
export { PRICE_HISTORY_POINTS } from './constants.ts'
export { recordMoves } from './record.ts'
