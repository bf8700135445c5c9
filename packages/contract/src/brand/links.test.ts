// Brand links lead to this site, an https site, or the visitor's mail or messages app: nothing that a
// browser reads as another host, a script, or plain http.
import { describe, expect, it } from 'vitest'
import { Brand, ImageSrc, SafeHref, isSitePath } from '../index.ts'

const refused = [
  ['a backslash after the slash (browsers read /\\ as //)', '/\\evil.example/x'],
  ['a protocol-relative URL', '//evil.example/x'],
  ['a UNC-like backslash path', '\\\\evil.example\\x'],
  ['a backslash then slash', '\\/evil.example'],
  ['a backslash further on', '/sports\\..\\x'],
  ['javascript:', 'javascript:alert(1)'],
  ['javascript: in other case', 'JaVaScRiPt:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['plain http', 'http://help.example/'],
  ['https without the slashes', 'https:evil.example'],
  ['https with a backslash for a slash', 'https:/\\evil.example'],
  ['credentials before the host', 'https://sportsbook.example@evil.example/'],
  ['a leading space', ' /sports'],
  ['a trailing space', '/sports '],
  ['a tab between the slashes (browsers drop it)', '/\t/evil.example'],
  ['a newline between the slashes', '/\n/evil.example'],
  ['a line separator', '/\u2028/evil.example'],
  ['a control character', '/sports\u0000'],
  ['a relative path without /', 'sports/live'],
  ['an empty mailto:', 'mailto:'],
  ['nothing', ''],
] as const

const accepted = [
  '/',
  '/sports/live',
  '/sports/soccer?day=today#top',
  // A percent-escape is not decoded by browsers: this is a path of this site, not /\evil.example.
  '/%5cevil.example',
  'https://help.example',
  'https://help.example:8443/faq?q=1#a',
  'mailto:support@operator.example',
  'sms:+441234567890',
]

describe('brand links (SafeHref)', () => {
  it.each(refused)('refuses %s', (_why, href) => {
    expect(SafeHref.safeParse(href).success).toBe(false)
  })

  it.each(accepted)('accepts %s', (href) => {
    expect(SafeHref.parse(href)).toBe(href)
  })

  it('images take the same paths and https URLs', () => {
    expect(ImageSrc.safeParse('/\\evil.example/logo.svg').success).toBe(false)
    expect(ImageSrc.safeParse('http://cdn.example/logo.svg').success).toBe(false)
    expect(ImageSrc.parse('/brand/logo.svg')).toBe('/brand/logo.svg')
  })

  it('isSitePath is the same rule for code that checks a link without zod', () => {
    expect(isSitePath('/\\evil.example')).toBe(false)
    expect(isSitePath('/sports')).toBe(true)
  })
})

describe('a brand with a bad link', () => {
  it('names the field of each bad link', () => {
    const brand = {
      id: 'x',
      name: 'X',
      theme: {},
      locales: ['en'],
      currencies: ['EUR'],
      navigation: {
        header: [{ type: 'link', href: '/\\evil.example/x', label: { en: 'Help' } }],
      },
      pages: { home: [{ kind: 'image', src: '/a.png', alt: { en: 'A' }, href: 'http://evil.example' }] },
      content: { about: { en: '' }, general_rules: { en: '' } },
    }
    const r = Brand.safeParse(brand)
    expect(r.success).toBe(false)
    const paths = r.error?.issues.map((i) => i.path.join('.')) ?? []
    expect(paths).toContain('navigation.header.0.href')
    expect(paths).toContain('pages.home.0.href')
  })
})
