import { z } from '../zod.ts'
import { isBrandHref, isHttpsUrl, isSitePath } from './links.ts'

/** A locale code as the brand writes it (`en`, `pt`, `sr-ME`). */
const LocaleKey = z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'expected a locale code like en or en-AU')

/** Operator text per locale; `en` is required and is the fallback for every other locale. */
export const LocalizedText = z
  .record(LocaleKey, z.string().max(20_000))
  .refine((v) => typeof v.en === 'string', 'needs an "en" text (the fallback for every locale)')
export type LocalizedText = z.infer<typeof LocalizedText>

/** Text in a locale, falling back to English (the rule lives in the domain, zod-free for the browser). */
export { localized } from '@sportsbook/domain'

/**
 * A brand link: a path of this site (`/sports/live`), an https URL, or a mailto:/sms: link; never
 * javascript:, data:, http:, another host spelled as a path (`//evil.example`, `/\evil.example`) or
 * hidden characters (`links.ts`).
 */
export const SafeHref = z
  .string()
  .max(2000)
  .refine(isBrandHref, 'expected a path of this site starting with /, an https:// URL or a mailto:/sms: link')

/** An image address: https URL, path of this site, or an inline SVG/PNG/WebP data URI (shown through <img>). */
export const ImageSrc = z
  .string()
  .max(100_000)
  .refine(
    (v) =>
      isSitePath(v) ||
      isHttpsUrl(v) ||
      /^data:image\/(svg\+xml|png|webp);(base64,|utf8,|charset=utf-8,)/i.test(v),
    'expected an https URL, a path starting with / or a data:image/svg+xml|png|webp URI',
  )

/** An https origin (`https://games.example`), as iframes are allowed from. */
export const HttpsOrigin = z
  .string()
  .regex(/^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'expected an https origin like https://games.example')
