/**
 * WCAG 2.2 contrast of CSS colours and the theme tokens of app.css, for the token contrast test:
 * a brand that overrides --sb-* variables is checked the same way.
 */
export type Rgba = readonly [r: number, g: number, b: number, a: number]

/** `#rgb`, `#rrggbb`, `rgb(r g b / a)` or `rgb(r, g, b)`; anything else throws (a token we cannot check). */
export function parseColor(css: string): Rgba {
  const s = css.trim()
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(s)
  if (short) return [...short.slice(1, 4).map((h) => parseInt(h + h, 16)), 1] as unknown as Rgba
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(s)
  if (long) return [...long.slice(1, 4).map((h) => parseInt(h, 16)), 1] as unknown as Rgba
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+%?))?\s*\)$/i.exec(s)
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : Number(rgb[4])
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha]
  }
  throw new Error(`Unsupported colour: ${css}`)
}

/** `top` painted over an opaque `bottom` (source-over), e.g. `bg-negative/10` on the surface. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3]
  const mix = (i: 0 | 1 | 2) => top[i] * a + bottom[i] * (1 - a)
  return [mix(0), mix(1), mix(2), 1]
}

export const withAlpha = (c: Rgba, alpha: number): Rgba => [c[0], c[1], c[2], c[3] * alpha]

function luminance(c: Rgba): number {
  const lin = (v: number) => {
    const s = v / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])
}

/** The WCAG contrast ratio (1 to 21) of two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * The --sb-* custom properties each theme ends up with, read from the stylesheet as the browser
 * applies it to `<html data-theme=…>`: `:root` rules first, then the theme's own, in source order.
 */
export function themeTokens(css: string): Record<'light' | 'dark', Record<string, string>> {
  const out = { light: {} as Record<string, string>, dark: {} as Record<string, string> }
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '')
  for (const [, selector = '', body = ''] of plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const sel = selector.split(',').map((p) => p.trim().replaceAll('"', "'"))
    const themes = (['light', 'dark'] as const).filter(
      (t) => sel.includes(':root') || sel.includes(`[data-theme='${t}']`),
    )
    for (const [, name = '', value = ''] of body.matchAll(/--sb-([\w-]+)\s*:\s*([^;]+)/g))
      for (const t of themes) out[t][name] = value.trim()
  }
  return out
}
