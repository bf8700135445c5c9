import { z } from '../zod.ts'
import { ImageSrc } from './common.ts'

/** The colour tokens of apps/web/src/styles/app.css (each becomes --sb-<name>). */
export const COLOR_TOKENS = [
  'brand',
  'brand-strong',
  'on-brand',
  'bg',
  'surface',
  'raised',
  'sunken',
  'line',
  'fg',
  'muted',
  'positive',
  'negative',
  'warning',
  'live',
  'on-live',
  'odds',
  'odds-hover',
  'odds-fg',
  'focus',
  'overlay',
] as const
export type ColorToken = (typeof COLOR_TOKENS)[number]

/** A CSS colour the brand may write: hex, or rgb()/hsl() with numbers only (nothing that could escape CSS). */
export const CssColor = z
  .string()
  .regex(
    /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\(\s*[\d.%\s,/]+\))$/i,
    'expected a colour like #1a2b3c or rgb(0 0 0 / 0.5)',
  )

/** Every token optional: what a brand leaves out keeps the stylesheet's value. */
export const Palette = z.partialRecord(z.enum(COLOR_TOKENS), CssColor)
export type Palette = z.infer<typeof Palette>

/** A font stack of fonts installed on the device (no downloads): names, quotes, commas, spaces. */
export const FontStack = z
  .string()
  .max(300)
  .regex(/^[\w\s,'"-]+$/, 'expected a font stack like system-ui, "Segoe UI", sans-serif')

const Length = z.string().regex(/^\d{1,2}(\.\d+)?(px|rem)$/, 'expected a length like 6px or 0.5rem')

export const Logo = z.object({
  /** The image (an inline SVG data URI needs no download); shown through <img>, so scripts never run. */
  src: ImageSrc.optional(),
  /** Shown beside the image on wide screens, and as its accessible name. */
  text: z.string().min(1).max(40),
  /** With no image: a one- or two-letter mark on the brand colour. */
  mark: z.string().max(2).optional(),
})

export const Theme = z.object({
  colors: z.object({ dark: Palette, light: Palette }),
  radii: z.object({ sm: Length, md: Length, lg: Length }).partial().default({}),
  fonts: z.object({ sans: FontStack }).partial().default({}),
  logo: Logo,
  favicon: ImageSrc.optional(),
  /** The customer theme when the visitor has not chosen one (spec §9). */
  default_mode: z.enum(['dark', 'light']).default('dark'),
})
export type Theme = z.infer<typeof Theme>
