export { default as catalogCachePlugin, connectFeedToCatalogCache, CATALOG_CACHE_CONTROL } from './plugin.ts'
