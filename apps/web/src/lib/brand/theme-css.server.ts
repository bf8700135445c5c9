import { COLOR_TOKENS, type Brand, type Palette } from '@sportsbook/contract'

const vars = (entries: [string, string | undefined][]) =>
  entries
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => `--sb-${k}:${v};`)
    .join('')

const palette = (p: Palette) => vars(COLOR_TOKENS.map((t) => [t, p[t]]))

/**
 * The brand's tokens as CSS variables overriding app.css (spec §1 white label): fonts and radii on
 * :root, colours per customer theme. Values passed the contract's patterns (hex/rgb/hsl colours,
 * px/rem lengths, font names), so none can close the rule; `<` is refused again for the <style> tag.
 */
export function brandCss(brand: Brand): string {
  const t = brand.theme
  const root = vars([
    ['font', t.fonts.sans],
    ['radius-sm', t.radii.sm],
    ['radius-md', t.radii.md],
    ['radius-lg', t.radii.lg],
  ])
  const css =
    `:root{${root}}` +
    `:root,[data-theme='light']{${palette(t.colors.light)}}` +
    `[data-theme='dark']{${palette(t.colors.dark)}}`
  return css.replace(/[<>]/g, '')
}
