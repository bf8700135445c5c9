/**
 * How long after this tab applied live data (a publication, or a resync after a gap) its API reads
 * ask for a fresh copy (`Cache-Control: no-cache`), past the web server's read cache (ADR 041): a
 * copy made before a publication the page already shows must not undo it (a provider's lock, a
 * price). Any copy served later than this was made after that publication (the cache keeps one
 * `API_READ_CACHE_MAX_AGE_MS`, 250 ms, at most; the margin covers the way to the page).
 */
export const FRESH_READS_AFTER_LIVE_MS = 1_000

let liveAt = Number.NEGATIVE_INFINITY

/** The realtime client calls this for every publication and every resync it hands to the page. */
export function markLiveData(now = Date.now()): void {
  liveAt = now
}

/** Whether a read now must not be answered from a shared copy. */
export const wantsFreshRead = (now = Date.now()): boolean => now - liveAt < FRESH_READS_AFTER_LIVE_MS
