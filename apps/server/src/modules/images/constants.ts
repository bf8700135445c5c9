// Named values of the image proxy (docs/constants.md, "Image proxy"). Qualities follow spec §9:
// "avif quality 0.8125 and webp 0.875 of base 80".

/** Spec §9's base quality; each format's quality is a share of it. */
export const IMAGE_BASE_QUALITY = 80
export const AVIF_QUALITY_SHARE = 0.8125
export const WEBP_QUALITY_SHARE = 0.875
/** 65: what sharp gets for avif. */
export const AVIF_QUALITY = Math.round(AVIF_QUALITY_SHARE * IMAGE_BASE_QUALITY)
/** 70: what sharp gets for webp. */
export const WEBP_QUALITY = Math.round(WEBP_QUALITY_SHARE * IMAGE_BASE_QUALITY)

/** Largest source the proxy reads (bytes); a bigger one is refused with `image_too_large`. */
export const MAX_SOURCE_BYTES = 5 * 1024 * 1024
/** Largest source in pixels (width × height, e.g. 6000 × 4000); decoding more could exhaust memory. */
export const MAX_SOURCE_PIXELS = 24_000_000
/** A source origin that has not answered by then is `image_source_unavailable`. */
export const SOURCE_FETCH_TIMEOUT_MS = 5_000

/** Encoded variants kept in memory: at most this many bytes in total, least recently used out first. */
export const IMAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024
/** …and at most this many entries. */
export const IMAGE_CACHE_MAX_ENTRIES = 5_000
/** Encodes running at once; the next ones wait their turn (CPU stays for bets and odds). */
export const MAX_CONCURRENT_ENCODES = 2
/** Encodes waiting; past this a request gets 503 `service_unavailable` with Retry-After. */
export const MAX_QUEUED_ENCODES = 64

/**
 * A variant's URL names its source, width and format, and a source URL names one image (change the
 * URL to change the image), so browsers and CDNs keep the answer for a year without asking again.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** Part of every ETag: bump it when qualities or the encoder change, so cached copies are replaced. */
export const IMAGE_ENCODING_VERSION = 1

/** Where the API serves the demo crests (under the Sportsbook API prefix, `/api/sportsbook`). */
export const CREST_ROUTE = '/assets/crests/:file'
export const CREST_PATH_PREFIX = '/api/sportsbook/assets/crests/'

/**
 * The icon sprite's `?version` is the web build asking, not the sprite's own version (the API may
 * add icons between web releases), so it is kept a day and revalidated by ETag rather than a year.
 */
export const ICON_SPRITE_CACHE_CONTROL = 'public, max-age=86400'
