export {
  default as catalogCachePlugin,
  connectFeedToCatalogCache,
  followFeedOfOtherProcess,
  CATALOG_CACHE_CONTROL,
} from './plugin.ts'
export { announceFeedChanges, CATALOG_CHANNEL } from './follow.ts'
