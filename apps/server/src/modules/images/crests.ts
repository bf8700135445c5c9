// Deterministic team crests for the demo feed: a shield in two colours with the team's initials.
// The file name carries everything the drawing needs (`ARS-3fa2c1.svg`: initials, then 24 bits
// hashed from the competitor id that pick the colours and the pattern), so serving one needs no lookup.
import { CREST_PATH_PREFIX } from './constants.ts'

const FILE = /^([A-Z0-9]{1,3})-([0-9a-f]{6})\.svg$/

/** Club colours; a crest takes two different ones. */
const PALETTE = [
  '#c8102e', '#0033a0', '#6cabdd', '#1b2a4a', '#00843d', '#ffcd00',
  '#f47a20', '#5b2c83', '#7a263a', '#1a1a1a', '#f5f5f5', '#009ca6',
] as const

const SHIELD = 'M50 4 L90 16 V48 C90 72 72 88 50 96 C28 88 10 72 10 48 V16 Z'

/** Second-colour shapes drawn inside the shield (clipped to it). */
const PATTERNS = [
  '',
  '<rect x="30" y="0" width="13" height="100"/><rect x="57" y="0" width="13" height="100"/>',
  '<rect x="50" y="0" width="50" height="100"/>',
  '<path d="M0 40 L50 62 L100 40 V58 L50 80 L0 58 Z"/>',
  '<rect x="0" y="30" width="100" height="22"/>',
  '<path d="M0 18 L18 0 L100 82 L82 100 Z"/>',
] as const

/**
 * 32-bit FNV-1a, then murmur3's finaliser so ids that differ in one digit differ in every bit: the
 * same id always gives the same crest, on every process.
 */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** Up to three letters or digits of the abbreviation (`FC` when it has none). */
export const crestInitials = (abbreviation: string) =>
  abbreviation.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 3) || 'FC'

/** The path of a competitor's crest on the API, e.g. `/api/sportsbook/assets/crests/ARS-3fa2c1.svg`. */
export function crestPath(competitor: { id: string; abbreviation: string }): string {
  const bits = (hash(competitor.id) & 0xffffff).toString(16).padStart(6, '0')
  return `${CREST_PATH_PREFIX}${crestInitials(competitor.abbreviation)}-${bits}.svg`
}

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The SVG of a crest file name, or null when the name is not one (`ARS-3fa2c1.svg`). */
export function crestSvg(file: string): string | null {
  const m = FILE.exec(file)
  if (!m) return null
  const [, initials = '', hex = ''] = m
  const bits = parseInt(hex, 16)
  const primary = PALETTE[bits % PALETTE.length]!
  const others = PALETTE.filter((c) => c !== primary)
  const secondary = others[(bits >>> 8) % others.length]!
  const pattern = PATTERNS[(bits >>> 16) % PATTERNS.length]!
  const ink = luminance(primary) > 0.5 ? '#111111' : '#ffffff'
  const halo = ink === '#ffffff' ? '#111111' : '#ffffff'
  const size = initials.length === 3 ? 26 : initials.length === 2 ? 32 : 40
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 100 100">
<defs><clipPath id="s"><path d="${SHIELD}"/></clipPath></defs>
<path d="${SHIELD}" fill="${primary}"/>
<g clip-path="url(#s)" fill="${secondary}">${pattern}</g>
<path d="${SHIELD}" fill="none" stroke="#111111" stroke-opacity="0.55" stroke-width="4"/>
<text x="50" y="${50 + size * 0.36}" text-anchor="middle" font-family="DejaVu Sans, Noto Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${ink}" stroke="${halo}" stroke-width="3" stroke-opacity="0.6" paint-order="stroke">${initials}</text>
</svg>
`
}
