import { describe, expect, it } from 'vitest'
import { href, localeFromPathname, paths, resolveLocaleSegment, withLocale } from './paths.ts'

describe('href', () => {
  it('prefixes product paths with /sports and no segment for the default locale', () => {
    expect(href(paths.home())).toBe('/sports')
    expect(href(paths.live(), 'en')).toBe('/sports/live')
    expect(href(paths.match('soccer', 'arsenal-chelsea-1001'))).toBe('/sports/soccer/arsenal-chelsea-1001')
  })

  it('puts a non-default locale before /sports', () => {
    expect(href(paths.home(), 'ar')).toBe('/ar/sports')
    expect(href(paths.sport('tennis'), 'en-AU')).toBe('/en-AU/sports/tennis')
    expect(href(paths.schedule('2026-11-21'), 'de')).toBe('/de/sports/schedule?date=2026-11-21')
  })

  it('leaves external links untouched', () => {
    for (const link of ['https://example.com/x', 'http://a.b', 'sms:+123', 'mailto:help@example.com']) {
      expect(href(link, 'ar')).toBe(link)
    }
  })
})

describe('locale segments', () => {
  it('reads the locale from the first segment, else the default', () => {
    expect(localeFromPathname('/ar/sports/live')).toBe('ar')
    expect(localeFromPathname('/fr-ca/sports')).toBe('fr-CA')
    expect(localeFromPathname('/sports/live')).toBe('en')
  })

  it('serves supported locales and 404s unknown ones', () => {
    expect(resolveLocaleSegment('ar')).toEqual({ kind: 'ok', locale: 'ar' })
    expect(resolveLocaleSegment('xx')).toEqual({ kind: 'unknown' })
  })

  it('redirects aliases, wrong case and the default locale to the canonical URL', () => {
    expect(resolveLocaleSegment('en-au')).toEqual({ kind: 'redirect', locale: 'en-AU' })
    expect(resolveLocaleSegment('en')).toEqual({ kind: 'redirect', locale: 'en' })
    // pt is not shipped by this shell, so br lands on the default locale instead of a 404.
    expect(resolveLocaleSegment('br')).toEqual({ kind: 'redirect', locale: 'en' })
    for (const alias of ['vn', 'se', 'no', 'sr']) expect(resolveLocaleSegment(alias).kind).toBe('redirect')
  })

  it('swaps the locale segment keeping path, query and hash', () => {
    expect(withLocale('/br/sports/soccer', '?date=1', '#betBuilder', 'en')).toBe(
      '/sports/soccer?date=1#betBuilder',
    )
    expect(withLocale('/en-au/sports', '', '', 'en-AU')).toBe('/en-AU/sports')
  })
})
