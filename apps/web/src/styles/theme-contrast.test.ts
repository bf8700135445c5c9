import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { contrastRatio, over, parseColor, themeTokens, withAlpha, type Rgba } from './contrast.ts'

/** WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for the focus ring against what surrounds it (1.4.11). */
const TEXT_MIN = 4.5
const FOCUS_MIN = 3

/** Where text sits: the page and its panels, and the odds buttons. */
const PAGE = ['bg', 'surface', 'raised', 'sunken'] as const
const ODDS = ['odds', 'odds-hover'] as const
/** Text colours used on the page and panels (links, live clock, messages, alerts). */
const TEXT = ['fg', 'muted', 'brand', 'live', 'positive', 'negative', 'warning'] as const
/** Text on an odds button: price, caption and the up/down colour of a moved price. */
const ON_ODDS = ['odds-fg', 'muted', 'positive', 'negative'] as const
/** Text on a filled badge or button. */
const FILLED = [
  ['on-brand', 'brand'],
  ['on-brand', 'brand-strong'],
  ['on-live', 'live'],
] as const
/** Tinted chips and alerts (`bg-negative/10 text-negative` …) on a panel or a hovered row. */
const TINTED = [
  ['negative', 0.1],
  ['negative', 0.15],
  ['positive', 0.15],
  ['live', 0.15],
] as const

// The stylesheet as shipped (a string path: happy-dom replaces the global URL class).
const here = dirname(fileURLToPath(import.meta.url))
const tokens = themeTokens(readFileSync(join(here, 'app.css'), 'utf8'))

// Each shipped brand file's palettes (white label), over the stylesheet's: the same bar for every brand.
const BRANDS_DIR = join(here, '../../../server/brands')
const brandPalettes = readdirSync(BRANDS_DIR)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => {
    const colors = (JSON.parse(readFileSync(join(BRANDS_DIR, f), 'utf8')) as BrandFile).theme.colors
    return (['light', 'dark'] as const).map(
      (t) => [`brand ${f}: ${t}`, { ...tokens[t], ...colors[t] }] as const,
    )
  })
type BrandFile = { theme: { colors: Record<'light' | 'dark', Record<string, string>> } }

describe.each([
  ['light theme tokens', tokens.light] as const,
  ['dark theme tokens', tokens.dark] as const,
  ...brandPalettes,
])('%s', (theme, palette) => {
  const color = (name: string): Rgba => {
    const value = palette[name]
    if (value === undefined) throw new Error(`--sb-${name} is not defined for ${theme}`)
    return parseColor(value)
  }
  const ratio = (fg: Rgba, bg: string | Rgba) => contrastRatio(fg, typeof bg === 'string' ? color(bg) : bg)

  it.each(TEXT.flatMap((fg) => PAGE.map((bg) => [fg, bg] as const)))('%s text on %s ≥ 4.5:1', (fg, bg) => {
    expect(ratio(color(fg), bg)).toBeGreaterThanOrEqual(TEXT_MIN)
  })

  it.each(ON_ODDS.flatMap((fg) => ODDS.map((bg) => [fg, bg] as const)))('%s on %s ≥ 4.5:1', (fg, bg) => {
    expect(ratio(color(fg), bg)).toBeGreaterThanOrEqual(TEXT_MIN)
  })

  it.each(FILLED)('%s on %s ≥ 4.5:1', (fg, bg) => {
    expect(ratio(color(fg), bg)).toBeGreaterThanOrEqual(TEXT_MIN)
  })

  it.each(TINTED.flatMap(([c, a]) => (['surface', 'raised'] as const).map((bg) => [c, a, bg] as const)))(
    '%s text on %s-tinted %s ≥ 4.5:1',
    (c, alpha, bg) => {
      expect(ratio(color(c), over(withAlpha(color(c), alpha), color(bg)))).toBeGreaterThanOrEqual(TEXT_MIN)
    },
  )

  it.each(['surface', 'raised'] as const)('the sports menu text (fg at 85 percent) on %s ≥ 4.5:1', (bg) => {
    expect(ratio(over(withAlpha(color('fg'), 0.85), color(bg)), bg)).toBeGreaterThanOrEqual(TEXT_MIN)
  })

  it.each([...PAGE, ...ODDS])('the focus ring on %s ≥ 3:1', (bg) => {
    expect(ratio(color('focus'), bg)).toBeGreaterThanOrEqual(FOCUS_MIN)
  })
})

describe('contrast maths', () => {
  it('matches WCAG for black on white and is symmetric', () => {
    const [black, white] = [parseColor('#000'), parseColor('#ffffff')]
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5)
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5)
    expect(contrastRatio(white, white)).toBe(1)
  })

  it('flags the old LIVE badge (white on #fb3b5c) at 3.6:1', () => {
    expect(contrastRatio(parseColor('#ffffff'), parseColor('#fb3b5c'))).toBeCloseTo(3.57, 2)
  })

  it('blends a translucent colour over its background', () => {
    expect(over(parseColor('rgb(0 0 0 / 0.5)'), parseColor('#ffffff'))).toEqual([127.5, 127.5, 127.5, 1])
  })

  it('reads dark over light for <html data-theme="dark">', () => {
    const t = themeTokens(`:root { --sb-a: #111; --sb-b: #222 }
      :root, [data-theme='light'] { --sb-c: #333; }
      [data-theme='dark'] { --sb-c: #444; --sb-a: #555; }`)
    expect(t.light).toEqual({ a: '#111', b: '#222', c: '#333' })
    expect(t.dark).toEqual({ a: '#555', b: '#222', c: '#444' })
  })
})
