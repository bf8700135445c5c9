/**
 * The image proxy's URL shape (spec §9): a source image as avif or webp, at a width from a fixed
 * list, with 2x variants. No zod here: the web's image component imports it, and a page's first load
 * carries no schemas (`image-proxy.ts` holds the request schemas).
 */

/**
 * The only widths the proxy renders (device pixels), so nobody can make it render 10,000 sizes. Every
 * width up to 960 has its double in the list (the 2x variant of a 1x width).
 */
export const IMAGE_WIDTHS = [
  16, 24, 32, 40, 48, 64, 80, 96, 128, 160, 192, 256, 320, 384, 480, 512, 640, 768, 960, 1280, 1536, 1920,
] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

export const IMAGE_FORMATS = ['avif', 'webp'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
}

/** Longest `src` the proxy takes (a path on the API or an absolute URL of an allowed origin). */
export const IMAGE_SRC_MAX_LENGTH = 1000

const WIDTHS: ReadonlySet<number> = new Set(IMAGE_WIDTHS)
export const isImageWidth = (n: number): n is ImageWidth => WIDTHS.has(n)

/** The smallest listed width of at least `px` device pixels (the largest when none is that wide). */
export function imageWidthFor(px: number): ImageWidth {
  return IMAGE_WIDTHS.find((w) => w >= px) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
}

/** `src` as a query value: `/` and `:` may stay as they are in a query (RFC 3986), so URLs stay short. */
const querySafe = (src: string) => encodeURIComponent(src).replace(/%2F/gi, '/').replace(/%3A/gi, ':')

/** A variant's path under the Sportsbook API base: `/images/96/avif?src=/api/sportsbook/assets/…`. */
export const imageProxyPath = (src: string, width: ImageWidth, format: ImageFormat): string =>
  `/images/${width}/${format}?src=${querySafe(src)}`
