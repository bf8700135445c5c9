import { describe, expect, it } from 'vitest'
import { href, localeFromPathname, paths, resolveLocaleSegment, switchLocaleUrl } from './paths.ts'

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
    expect(resolveLocaleSegment('br')).toEqual({ kind: 'redirect', locale: 'pt' })
    expect(resolveLocaleSegment('BR')).toEqual({ kind: 'redirect', locale: 'pt' })
    expect(resolveLocaleSegment('vn')).toEqual({ kind: 'redirect', locale: 'vi' })
    expect(resolveLocaleSegment('se')).toEqual({ kind: 'redirect', locale: 'sv' })
    expect(resolveLocaleSegment('no')).toEqual({ kind: 'redirect', locale: 'nb' })
    expect(resolveLocaleSegment('sr')).toEqual({ kind: 'redirect', locale: 'sr-ME' })
  })

  it('serves the alias targets as locales of their own', () => {
    for (const l of ['pt', 'vi', 'sv', 'nb', 'sr-ME'])
      expect(resolveLocaleSegment(l)).toEqual({ kind: 'ok', locale: l })
  })

  it('swaps the locale segment keeping path, query and hash', () => {
    expect(switchLocaleUrl('/br/sports/soccer', '?date=1', '#betBuilder', 'en')).toBe(
      '/sports/soccer?date=1#betBuilder',
    )
    expect(switchLocaleUrl('/en-au/sports', '', '', 'en-AU')).toBe('/en-AU/sports')
  })

  it('moves any page to another language keeping path, query and hash (the default has no segment)', () => {
    expect(switchLocaleUrl('/sports/soccer/m-1', '?a=1', '#x', 'de')).toBe('/de/sports/soccer/m-1?a=1#x')
    expect(switchLocaleUrl('/de/sports/live', '', '#top', 'en')).toBe('/sports/live#top')
    expect(switchLocaleUrl('/fr-CA/sports', '?q=2', '', 'sr-ME')).toBe('/sr-ME/sports?q=2')
    expect(switchLocaleUrl('/br/sports', '', '', 'it')).toBe('/it/sports')
  })
})
