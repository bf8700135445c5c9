// Where a proxied image may come from: the API's own assets (read in process, never over HTTP) and the
// operator's origins in IMAGE_SOURCE_ORIGINS. Any other `src` is refused before a byte is fetched, so
// the proxy can never be pointed at an internal address (no SSRF); redirects are not followed either.
import { ApiError, notFound } from '../../lib/api-error.ts'
import { CREST_PATH_PREFIX, MAX_SOURCE_BYTES, SOURCE_FETCH_TIMEOUT_MS } from './constants.ts'
import { crestSvg } from './crests.ts'

/** The bytes of a source, and whether it may be an SVG (only our own drawings are rendered as SVG). */
export interface SourceImage {
  bytes: Buffer
  trusted: boolean
}

/** The API's own image for `src`, or null when `src` is not an asset path (404 for an unknown asset). */
export function ownAsset(src: string): SourceImage | null {
  if (!src.startsWith(CREST_PATH_PREFIX)) return null
  const svg = crestSvg(src.slice(CREST_PATH_PREFIX.length))
  if (svg === null) throw notFound('Crest')
  return { bytes: Buffer.from(svg), trusted: true }
}

/** The URL to fetch for `src`, when it is an absolute http(s) URL of an allowed origin. */
export function allowedRemote(src: string, origins: readonly string[]): URL {
  let url: URL
  try {
    url = new URL(src)
  } catch {
    throw new ApiError('image_source_not_allowed', 'src must be an asset path of this API or a URL of an allowed origin')
  }
  const ok =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    origins.includes(url.origin)
  if (!ok) throw new ApiError('image_source_not_allowed', `Images from ${url.origin} are not proxied`)
  return url
}

const unavailable = (why: string) => new ApiError('image_source_unavailable', `The image source ${why}`)
const tooLarge = () => new ApiError('image_too_large', `The source image is over ${MAX_SOURCE_BYTES} bytes`)

/** GETs an allowed source: no redirects, a time limit, only image/* (never SVG), at most MAX_SOURCE_BYTES. */
export async function fetchRemote(url: URL, fetchImpl: typeof fetch = fetch): Promise<SourceImage> {
  let res: Response
  try {
    res = await fetchImpl(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(SOURCE_FETCH_TIMEOUT_MS),
      headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif' },
    })
  } catch {
    throw unavailable('did not answer')
  }
  if (res.status === 404 || res.status === 410) {
    await res.body?.cancel()
    throw notFound('Image source')
  }
  if (res.status !== 200) {
    await res.body?.cancel()
    throw unavailable(`answered ${res.status}`)
  }
  const type = res.headers.get('content-type') ?? ''
  if (!/^image\//i.test(type) || /svg/i.test(type)) {
    await res.body?.cancel()
    throw new ApiError('image_unreadable', `The source is ${type || 'untyped'}, not a raster image`)
  }
  if (Number(res.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) {
    await res.body?.cancel()
    throw tooLarge()
  }
  return { bytes: await readCapped(res), trusted: false }
}

async function readCapped(res: Response): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = res.body?.getReader()
  if (!reader) return Buffer.alloc(0)
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > MAX_SOURCE_BYTES) {
        await reader.cancel()
        throw tooLarge()
      }
      chunks.push(value)
    }
  } catch (err) {
    if (err instanceof ApiError) throw err
    throw unavailable('broke off')
  }
  return Buffer.concat(chunks)
}
