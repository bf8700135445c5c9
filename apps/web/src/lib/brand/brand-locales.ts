import type { Brand } from '@sportsbook/contract'
import { SUPPORTED_LOCALES, findLocale, type Locale } from '~/config/locales.ts'

type BrandPart = Pick<Brand, 'locales'> | null

/** The locales a brand offers that the web has catalogues for, in the brand's order (its first is its default). */
export function brandLocales(brand: BrandPart): readonly Locale[] {
  if (!brand) return SUPPORTED_LOCALES
  const offered = [...new Set(brand.locales.map(findLocale).filter((l): l is Locale => l !== undefined))]
  // A brand naming only languages the web does not ship still gets a site, in every language it has.
  return offered.length > 0 ? offered : SUPPORTED_LOCALES
}

/** Where a visitor of `requested` lands: that locale when offered, else the offered one of the same
 * language (en-AU → en, de-AT → de), else the brand's default. */
export function offeredLocale(requested: string, brand: BrandPart): Locale {
  const offered = brandLocales(brand)
  const lower = requested.toLowerCase()
  const language = lower.split('-')[0]
  return (
    offered.find((l) => l.toLowerCase() === lower) ??
    offered.find((l) => l.toLowerCase().split('-')[0] === language) ??
    offered[0]!
  )
}

/** Whether the brand requires a locale in every URL (spec §2; `settings.locale_in_url`). */
export const localeInUrl = (brand: Pick<Brand, 'settings'> | null): boolean =>
  brand?.settings.locale_in_url === true

/** The currencies of a brand offered at sign-up (as the platform knows them), its default first. */
export function brandCurrencies<C extends string>(
  brand: Pick<Brand, 'currencies' | 'settings'> | null,
  known: readonly C[],
  fallback: C,
): { currencies: readonly C[]; preferred: C } {
  if (!brand) return { currencies: known, preferred: fallback }
  const offered = brand.currencies.filter((c): c is C => (known as readonly string[]).includes(c))
  if (offered.length === 0) return { currencies: known, preferred: fallback }
  const def = offered.find((c) => c === brand.settings.default_currency) ?? offered[0]!
  return { currencies: offered, preferred: def }
}
