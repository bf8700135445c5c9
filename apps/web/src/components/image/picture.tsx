import { IMAGE_CONTENT_TYPES, imageProxyPath, imageWidthFor, type ImageFormat } from '@sportsbook/contract'
import { publicEnv } from '~/config/public-env.ts'

/** Best first: the browser takes the first `<source>` whose type it can show (spec §9: avif, then webp). */
const FORMATS: readonly ImageFormat[] = ['avif', 'webp']

/**
 * `srcset` of one format through the Sportsbook API's image proxy: the 1x and 2x widths of a box
 * `width` CSS pixels wide, each the smallest width the proxy renders that is at least as wide.
 */
export function imageSrcSet(src: string, width: number, format: ImageFormat, apiBase: string): string {
  const url = (px: number) => `${apiBase.replace(/\/$/, '')}${imageProxyPath(src, imageWidthFor(px), format)}`
  return `${url(width)} 1x, ${url(width * 2)} 2x`
}

export interface PictureProps {
  /** The source image, e.g. a competitor's `logo`: a path of the API's assets or an allowed origin's URL. */
  src: string
  /** The box in CSS pixels, set on the `<img>` so nothing moves when the image arrives. */
  width: number
  height: number
  /** What the image says; empty for a decorative one (a crest next to the team's name). */
  alt: string
  className?: string
  /** `eager` only for an image in the first screen that matters; everything else loads when near. */
  loading?: 'lazy' | 'eager'
}

/** A proxied image: avif and webp at 1x and 2x, sized, lazy and decoded off the main thread. */
export function Picture({ src, width, height, alt, className, loading = 'lazy' }: PictureProps) {
  const base = publicEnv().sportsbookApiUrl
  return (
    <picture className="shrink-0">
      {FORMATS.map((f) => (
        <source key={f} type={IMAGE_CONTENT_TYPES[f]} srcSet={imageSrcSet(src, width, f, base)} />
      ))}
      <img
        src={`${base.replace(/\/$/, '')}${imageProxyPath(src, imageWidthFor(width), 'webp')}`}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        // A lazy image on the first screen would be raised to high priority and compete with the
        // page's stylesheet and scripts on a phone's link (~20 crests on home): it comes after them.
        fetchPriority={loading === 'lazy' ? 'low' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  )
}
