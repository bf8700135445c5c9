import type { GenerateSWOptions } from 'workbox-build'

/** Pages kept for offline use: the last visited few, for at most a week. */
export declare const OFFLINE_PAGES: { maxEntries: number; maxAgeSeconds: number }
/** Workbox's configuration for the client build in `dir`. */
export declare function serviceWorkerConfig(dir: string): GenerateSWOptions
