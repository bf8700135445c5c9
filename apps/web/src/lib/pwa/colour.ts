// The brand's theme colours as numbers, for what CSS does not draw: the app icon's pixels and the
// manifest's theme_color. The contract lets a brand write hex, rgb() or hsl() (brand/theme.ts).

export type Rgb = readonly [number, number, number]

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)))

function hex(s: string): Rgb | null {
  const h = s.slice(1)
  const full = h.length <= 4 ? [...h.slice(0, 3)].map((c) => c + c).join('') : h.slice(0, 6)
  if (!/^[0-9a-f]{6}$/i.test(full)) return null
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb
}

/** The first three numbers of `rgb(…)` / `hsl(…)`, commas, spaces or a slash between them. */
const numbers = (s: string) => (s.match(/[\d.]+%?/g) ?? []).slice(0, 3)

function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
  }
  return [clamp(f(0) * 255), clamp(f(8) * 255), clamp(f(4) * 255)]
}

/** A contract colour as RGB, or null for anything else (the caller keeps its default). */
export function parseColour(css: string | undefined): Rgb | null {
  const s = css?.trim().toLowerCase() ?? ''
  if (s.startsWith('#')) return hex(s)
  const n = numbers(s)
  if (n.length < 3) return null
  const v = n.map((x) => parseFloat(x))
  if (s.startsWith('rgb'))
    return n.map((x, i) => clamp(x.endsWith('%') ? (v[i]! * 255) / 100 : v[i]!)) as unknown as Rgb
  if (s.startsWith('hsl')) return hslToRgb(v[0]! % 360, v[1]! / 100, v[2]! / 100)
  return null
}

/** `#rrggbb`, what the manifest and `<meta name="theme-color">` take everywhere. */
export const toHex = (c: Rgb) => `#${c.map((x) => x.toString(16).padStart(2, '0')).join('')}`
