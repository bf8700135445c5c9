export { default as priceHistoryPlugin, connectFeedToPriceHistory, priceHistoryRoutes } from './plugin.ts'
export { announceRecorded, followRecorded, PRICE_HISTORY_CHANNEL } from './follow.ts'
export { PRICE_HISTORY_POINTS } from './constants.ts'
export { recordMoves } from './record.ts'
