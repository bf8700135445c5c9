// One variant: decode the source (within the pixel cap), resize to the width, encode avif or webp at
// the spec's qualities. sharp (libvips) is loaded on the first image, so a process that serves none
// never loads it; it works on libuv's thread pool, off the event loop.
import type { ImageFormat, ImageWidth } from '@sportsbook/contract'
import type sharpDefault from 'sharp'
import { ApiError } from '../../lib/api-error.ts'
import { AVIF_QUALITY, MAX_SOURCE_PIXELS, WEBP_QUALITY } from './constants.ts'
import type { SourceImage } from './sources.ts'

type Sharp = typeof sharpDefault
let loading: Promise<Sharp> | undefined
const loadSharp = () => (loading ??= import('sharp').then((m) => m.default))

/** An SVG is drawn at a density that makes it `width` wide (72 dpi is its own size), within libvips' range. */
const svgDensity = (intrinsicWidth: number, width: number) =>
  Math.min(2400, Math.max(1, (72 * width) / Math.max(1, intrinsicWidth)))

export interface Encoded {
  body: Buffer
  width: number
  height: number
}

export async function encodeVariant(src: SourceImage, width: ImageWidth, format: ImageFormat): Promise<Encoded> {
  const sharp = await loadSharp()
  const unreadable = () => new ApiError('image_unreadable', 'The source is not a readable image')
  const tooLarge = () => new ApiError('image_too_large', `The source image is over ${MAX_SOURCE_PIXELS} pixels`)
  const meta = await sharp(src.bytes, { limitInputPixels: MAX_SOURCE_PIXELS })
    .metadata()
    .catch((err: unknown) => {
      throw /pixel limit/i.test(String(err)) ? tooLarge() : unreadable()
    })
  if (!meta.width || !meta.height) throw unreadable()
  if (meta.width * meta.height > MAX_SOURCE_PIXELS) throw tooLarge()
  const svg = meta.format === 'svg'
  // An SVG may reference files and other documents: only our own drawings are rendered.
  if (svg && !src.trusted) throw unreadable()
  const image = sharp(src.bytes, {
    limitInputPixels: MAX_SOURCE_PIXELS,
    ...(svg ? { density: svgDensity(meta.width, width) } : {}),
  })
    .rotate()
    .resize({ width, withoutEnlargement: !svg })
  const encoder =
    format === 'avif' ? image.avif({ quality: AVIF_QUALITY }) : image.webp({ quality: WEBP_QUALITY })
  try {
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true })
    return { body: data, width: info.width, height: info.height }
  } catch {
    throw unreadable()
  }
}
