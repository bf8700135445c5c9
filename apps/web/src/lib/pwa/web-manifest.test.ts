import type { Brand } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { appColours, manifestHref, webManifest } from './web-manifest.ts'

const brand = (over: Partial<Brand['theme']> = {}) =>
  ({
    name: 'Lumen Bet',
    theme: {
      colors: { light: { brand: 'rgb(67 56 202)', bg: '#f5f3ff' }, dark: { brand: '#22c55e' } },
      logo: { text: 'Lumen' },
      default_mode: 'light',
      ...over,
    },
  }) as unknown as Brand

describe('webManifest', () => {
  it("is the brand's app: its name, the logo's text as short name, colours of its default mode", () => {
    const m = webManifest(brand(), 'en', false)
    expect(m).toMatchObject({
      name: 'Lumen Bet',
      short_name: 'Lumen',
      display: 'standalone',
      start_url: '/sports',
      scope: '/',
      theme_color: '#4338ca',
      background_color: '#f5f3ff',
    })
    expect(appColours(brand({ default_mode: 'dark' })).brand).toBe('#22c55e')
  })

  it('opens the home of the language it was installed in, in that direction', () => {
    expect(webManifest(brand(), 'ar', false)).toMatchObject({
      start_url: '/ar/sports',
      lang: 'ar',
      dir: 'rtl',
    })
    expect(webManifest(brand(), 'de', false)).toMatchObject({ start_url: '/de/sports', dir: 'ltr' })
    // a brand that always shows the locale keeps it for the default one too
    expect(webManifest(brand(), 'en', true).start_url).toBe('/en/sports')
    // an unknown language: the default home, no lang
    expect(webManifest(brand(), 'xx', false)).not.toHaveProperty('lang')
    expect(manifestHref('fr-CA')).toBe('/manifest.webmanifest?lang=fr-CA')
  })

  it('lists PNG icons of 192 and 512 px, any and maskable (install criteria)', () => {
    const { icons } = webManifest(brand(), 'en', false)
    for (const size of ['192x192', '512x512'])
      for (const purpose of ['any', 'maskable'])
        expect(icons).toContainEqual(expect.objectContaining({ sizes: size, purpose, type: 'image/png' }))
  })

  it('without a brand (backend down): the stylesheet default colours and name', () => {
    expect(webManifest(null, null, false)).toMatchObject({
      name: 'Sportsbook',
      theme_color: '#107435',
      start_url: '/sports',
    })
  })
})
