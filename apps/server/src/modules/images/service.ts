// `app.images`: variants of allowed sources, encoded once each and kept in memory; the demo crests.
import { createHash } from 'node:crypto'
import { IMAGE_CONTENT_TYPES, type ImageFormat, type ImageWidth } from '@sportsbook/contract'
import { notFound } from '../../lib/api-error.ts'
import {
  IMAGE_CACHE_MAX_BYTES,
  IMAGE_CACHE_MAX_ENTRIES,
  IMAGE_ENCODING_VERSION,
  MAX_CONCURRENT_ENCODES,
  MAX_QUEUED_ENCODES,
} from './constants.ts'
import { crestSvg } from './crests.ts'
import { encodeVariant } from './encode.ts'
import { readIconSprite } from './icon-sprite.ts'
import { createEncodeQueue } from './encode-queue.ts'
import { allowedRemote, fetchRemote, ownAsset, type SourceImage } from './sources.ts'
import { VariantCache, type Variant } from './variant-cache.ts'

export interface ImageServiceOptions {
  /** Origins whose images may be proxied besides the API's own assets (IMAGE_SOURCE_ORIGINS). */
  sourceOrigins: readonly string[]
  /** Tests stand in for the network here. */
  fetchImpl?: typeof fetch
}

const tag = (text: string) => `"${createHash('sha1').update(text).digest('base64url').slice(0, 27)}"`

export function createImageService({ sourceOrigins, fetchImpl }: ImageServiceOptions) {
  const cache = new VariantCache(IMAGE_CACHE_MAX_BYTES, IMAGE_CACHE_MAX_ENTRIES)
  const queue = createEncodeQueue(MAX_CONCURRENT_ENCODES, MAX_QUEUED_ENCODES)
  const sprite = readIconSprite(tag)

  /** Throws the catalogue error of a source that is not allowed (403) or not one of our assets (404). */
  function source(src: string): () => Promise<SourceImage> {
    const own = ownAsset(src)
    if (own) return async () => own
    const url = allowedRemote(src, sourceOrigins)
    return () => fetchRemote(url, fetchImpl)
  }

  /**
   * The ETag of a variant, known without encoding it: a source URL names one image (the answers are
   * `immutable`), so a revalidation is answered 304 without fetching or encoding anything.
   */
  const variantTag = (src: string, width: ImageWidth, format: ImageFormat) =>
    tag(`${IMAGE_ENCODING_VERSION}|${width}|${format}|${src}`)
  function etag(src: string, width: ImageWidth, format: ImageFormat): string {
    source(src)
    return variantTag(src, width, format)
  }

  return {
    etag,

    /** The encoded variant: from memory, or fetched, resized and encoded once for everyone asking. */
    variant(src: string, width: ImageWidth, format: ImageFormat): Promise<Variant> {
      const read = source(src)
      const etag = variantTag(src, width, format)
      return cache.get(`${width}|${format}|${src}`, async () => {
        const image = await read()
        const out = await queue(() => encodeVariant(image, width, format))
        return { body: out.body, etag, contentType: IMAGE_CONTENT_TYPES[format] }
      })
    },

    /** A demo crest as SVG with its ETag; 404 for a name that is not a crest's. */
    crest(file: string): { svg: string; etag: string } {
      const svg = crestSvg(file)
      if (svg === null) throw notFound('Crest')
      return { svg, etag: tag(svg) }
    },

    /** The sport icon sprite (GET /icons.svg) with its ETag: the same bytes for every visitor. */
    iconSprite: () => sprite,

    cacheSize: () => cache.size,
  }
}

export type ImageService = ReturnType<typeof createImageService>
