import { PLATFORM_CURRENCIES } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LOCALES } from '~/config/locales.ts'
import { brandFixture } from '~/testing/brand-fixture.ts'
import { brandCurrencies, brandLocales, offeredLocale } from './brand-locales.ts'

describe("a brand's locales and currencies (spec §1)", () => {
  const lumen = brandFixture({ locales: ['de', 'en', 'it', 'xx'], currencies: ['GBP', 'EUR', 'ZZZ'] })

  it('offers only the brand locales the web ships, in its order (the first is the default)', () => {
    expect(brandLocales(lumen)).toEqual(['de', 'en', 'it'])
    expect(brandLocales(null)).toEqual(SUPPORTED_LOCALES)
    expect(brandLocales(brandFixture({ locales: ['xx'] }))).toEqual(SUPPORTED_LOCALES)
  })

  it('sends a language the brand lacks to the same language, else to its default', () => {
    expect(offeredLocale('it', lumen)).toBe('it')
    expect(offeredLocale('en-AU', lumen)).toBe('en')
    expect(offeredLocale('ar', lumen)).toBe('de')
    expect(offeredLocale('ar', null)).toBe('ar')
  })

  it("offers the brand's currencies at sign-up, its default currency first choice", () => {
    expect(brandCurrencies(lumen, PLATFORM_CURRENCIES, 'EUR')).toEqual({
      currencies: ['GBP', 'EUR'],
      preferred: 'EUR',
    })
    const usd = brandFixture({ currencies: ['USD', 'GBP'] })
    expect(brandCurrencies(usd, PLATFORM_CURRENCIES, 'EUR').preferred).toBe('USD')
    expect(brandCurrencies(null, PLATFORM_CURRENCIES, 'EUR').currencies).toEqual(PLATFORM_CURRENCIES)
  })
})
