import { z } from '../../zod.ts'

/** Currencies a player may hold an account in (fiat and crypto); see docs/constants.md. */
export const PLATFORM_CURRENCIES = ['EUR', 'USD', 'GBP', 'BRL', 'CAD', 'AUD', 'BTC', 'ETH', 'USDT'] as const
export const PlatformCurrency = z.enum(PLATFORM_CURRENCIES)
export type PlatformCurrency = z.infer<typeof PlatformCurrency>

/** Locales the shell supports (spec §2) plus the alias targets it maps to. */
export const PLATFORM_LOCALES = [
  'en',
  'ar',
  'de',
  'en-AU',
  'en-CA',
  'et',
  'fr-CA',
  'it',
  'pt',
  'vi',
  'sv',
  'nb',
  'sr-ME',
] as const
export const PlatformLocale = z.enum(PLATFORM_LOCALES)
export type PlatformLocale = z.infer<typeof PlatformLocale>

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'must be an email address' }))
/** E.164: + then up to 15 digits, first not 0. Spaces, dashes and brackets are dropped first. */
export const Phone = z
  .string()
  .trim()
  .max(32)
  .transform((s) => s.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an international number like +4915112345678'))
/** ISO 3166-1 alpha-2, any case on input. */
export const Country = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'))
export const Password = z.string().min(8, 'must have at least 8 characters').max(128)
/** Opaque emailed tokens (base64url of 32 random bytes). */
export const Token = z
  .string()
  .trim()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'malformed token')

/** Generic answer of requests that must not reveal whether an account exists. */
export const Accepted = z.object({ status: z.literal('accepted'), message: z.string() })
export type Accepted = z.infer<typeof Accepted>
