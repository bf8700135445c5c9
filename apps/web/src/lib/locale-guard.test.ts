// Spec §2: "preceded by a locale segment when the locale is not the first configured one or when a
// setting requires a locale in the URL" — the brand's settings.locale_in_url.
import { describe, expect, it } from 'vitest'
import { href, paths } from '~/config/paths.ts'
import { brandFixture } from '~/testing/brand-fixture.ts'
import { guardLocale, segmentRedirect, visitorLocale } from './locale-guard.ts'

const required = brandFixture({ locales: ['en', 'de', 'ar'], settings: { locale_in_url: true } })
const optional = brandFixture({ locales: ['en', 'de', 'ar'] })
const at = (path: string) => new URL(`http://web${path}`)

/** Where guardLocale sends a request for `path`, or 'served'. */
function guarded(segment: string, path: string, always: boolean): string {
  try {
    guardLocale(segment, new Request(`http://web${path}`), always)
    return 'served'
  } catch (e) {
    return e instanceof Response ? `${e.status} ${e.headers.get('location')}` : 'not found'
  }
}

describe('a brand that requires a locale in the URL', () => {
  it('sends an address without a segment to the same page in the visitor’s language, query and hash kept', () => {
    expect(segmentRedirect(at('/sports/live?sortBy=time#top'), required, 'de-AT,de;q=0.9,en;q=0.8')).toBe(
      '/de/sports/live?sortBy=time#top',
    )
    expect(segmentRedirect(at('/sports'), required, 'en-GB,en;q=0.9')).toBe('/en/sports')
  })

  it('opens in the brand’s first language when the browser asks for none it offers', () => {
    expect(segmentRedirect(at('/sports/promotions'), required, 'ja,zh;q=0.5')).toBe('/en/sports/promotions')
    expect(segmentRedirect(at('/sports'), required, null)).toBe('/en/sports')
    expect(visitorLocale('fr;q=0, ar', required)).toBe('ar')
  })

  it('serves the default locale’s own segment instead of stripping it', () => {
    expect(guarded('en', '/en/sports/live', true)).toBe('served')
    expect(guarded('de', '/de/sports', true)).toBe('served')
    expect(guarded('br', '/br/sports', true)).toBe('301 /pt/sports')
  })

  it('leaves an address that has its segment, and non-product addresses, as they are', () => {
    expect(segmentRedirect(at('/en/sports/live'), required, 'de')).toBeNull()
    expect(segmentRedirect(at('/i18n/en.js'), required, 'de')).toBeNull()
  })

  it('links every page with its locale, the default’s too', () => {
    expect(href(paths.live(), 'en', true)).toBe('/en/sports/live')
    expect(href(paths.home(), 'de', true)).toBe('/de/sports')
  })
})

describe('a brand that does not (the default)', () => {
  it('keeps /sports for the default locale and strips its segment', () => {
    expect(segmentRedirect(at('/sports/live'), optional, 'de')).toBeNull()
    expect(segmentRedirect(at('/sports/live'), null, 'de')).toBeNull()
    expect(guarded('en', '/en/sports/live', false)).toBe('301 /sports/live')
    expect(href(paths.live(), 'en')).toBe('/sports/live')
  })
})
