// The web app manifest of a brand in a locale (issue #31, ADR 042): the brand's name, colours from its
// theme tokens and its icons, so each white-label site installs as its own app. The document links it
// with its locale (`manifestHref`), and the installed app opens that locale's home.
import type { Brand } from '@sportsbook/contract'
import { findLocale, isRtl, type Locale } from '~/config/locales.ts'
import { href } from '~/config/paths.ts'
import { parseColour, toHex } from './colour.ts'

/** The manifest's path on every brand's host (a resource route, `routes/web-manifest.ts`). */
export const MANIFEST_PATH = '/manifest.webmanifest'
/** The app icons' path; `:size` is one of APP_ICON_SIZES (`routes/app-icon.ts`). */
export const appIconPath = (size: number) => `/app-icon/${size}.png`

/** Without a brand (backend down): the stylesheet's default tokens (styles/app.css) and name. */
export const DEFAULT_APP = { name: 'Sportsbook', brand: '#107435', onBrand: '#ffffff', bg: '#0d1117' }

/** What the document links: the manifest of this page's locale. */
export const manifestHref = (locale: string) => `${MANIFEST_PATH}?lang=${encodeURIComponent(locale)}`

/** The colours an installed app paints with: its theme and splash background, in the brand's default mode. */
export function appColours(brand: Brand | null) {
  const mode = brand?.theme.default_mode ?? 'dark'
  const palette = brand?.theme.colors[mode] ?? {}
  const pick = (c: string | undefined, fallback: string) => toHex(parseColour(c) ?? parseColour(fallback)!)
  return {
    brand: pick(palette.brand, DEFAULT_APP.brand),
    onBrand: pick(palette['on-brand'], DEFAULT_APP.onBrand),
    background: pick(palette.bg, DEFAULT_APP.bg),
  }
}

/** The manifest: the brand's name (its logo text as the short name), colours and icons; opens `lang`'s home. */
export function webManifest(brand: Brand | null, lang: string | null, alwaysLocale: boolean) {
  const locale: Locale | undefined = findLocale(lang ?? '')
  const colours = appColours(brand)
  const name = brand?.name ?? DEFAULT_APP.name
  return {
    // One app per brand host whatever the language it was installed in.
    id: '/sports',
    name,
    short_name: (brand?.theme.logo.text ?? name).slice(0, 12),
    start_url: href('/', locale, alwaysLocale),
    scope: '/',
    display: 'standalone',
    ...(locale && { lang: locale, dir: isRtl(locale) ? 'rtl' : 'ltr' }),
    theme_color: colours.brand,
    background_color: colours.background,
    icons: [192, 512].flatMap((size) =>
      (['any', 'maskable'] as const).map((purpose) => ({
        src: appIconPath(size),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    ),
  }
}
