export { connectFeedToRealtime } from './connect-feed.ts'
export type { Publisher } from './publisher.ts'
export { default as realtimeTier } from './tier.ts'
