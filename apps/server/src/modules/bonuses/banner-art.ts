// Demo campaign banners (spec §3 "Banners: desktop and mobile with id, url, alt"): artwork drawn per
// bonus type, without words (a banner's text is its `alt` and the card around it, both localizable).
// An operator's campaigns point `url` at their own CDN; the demo ones point here.

export const BANNER_PATH_PREFIX = '/api/sportsbook/assets/banners/'

const TYPES = [
  'comboboost',
  'freebet',
  'freebet_only_win',
  'freebet_all_win',
  'freebet_no_risk',
  'hunting',
  'tournament',
  'lootbox',
  'amb',
  'profit_boost',
] as const
type BannerType = (typeof TYPES)[number]
const FILE = new RegExp(`^(${TYPES.join('|')})-(desktop|mobile)\\.svg$`)

/** Two gradient stops and an accent per type. */
const COLOURS: Record<BannerType, readonly [string, string, string]> = {
  comboboost: ['#0f766e', '#14b8a6', '#fde047'],
  freebet: ['#1d4ed8', '#60a5fa', '#fef08a'],
  freebet_only_win: ['#4338ca', '#818cf8', '#fde68a'],
  freebet_all_win: ['#7c3aed', '#c084fc', '#fef3c7'],
  freebet_no_risk: ['#15803d', '#4ade80', '#f0fdf4'],
  hunting: ['#b45309', '#f59e0b', '#fff7ed'],
  tournament: ['#9f1239', '#fb7185', '#fef9c3'],
  lootbox: ['#6d28d9', '#f472b6', '#fde047'],
  amb: ['#0e7490', '#22d3ee', '#ecfeff'],
  profit_boost: ['#c2410c', '#fb923c', '#fffbeb'],
}

/** The emblem of a type, drawn in a 100×100 box. */
const EMBLEM: Record<BannerType, string> = {
  comboboost: '<path d="M20 80 L45 45 L60 60 L85 20 M70 20 H85 V35" stroke-width="10" fill="none"/>',
  freebet:
    '<rect x="15" y="30" width="70" height="45" rx="8"/><circle cx="50" cy="52" r="12" fill-opacity=".4"/>',
  freebet_only_win: '<path d="M50 12 L60 40 H88 L65 57 L74 86 L50 68 L26 86 L35 57 L12 40 H40 Z"/>',
  freebet_all_win:
    '<path d="M25 20 H75 V40 C75 58 62 68 50 68 C38 68 25 58 25 40 Z M40 68 H60 V80 H72 V90 H28 V80 H40 Z"/>',
  freebet_no_risk: '<path d="M50 8 L85 20 V48 C85 70 70 85 50 92 C30 85 15 70 15 48 V20 Z"/>',
  hunting: '<circle cx="50" cy="50" r="34" fill="none" stroke-width="8"/><circle cx="50" cy="50" r="12"/>',
  tournament:
    '<path d="M30 15 H70 V45 C70 58 60 66 50 66 C40 66 30 58 30 45 Z M42 66 H58 V78 H68 V88 H32 V78 H42 Z"/>',
  lootbox:
    '<rect x="14" y="38" width="72" height="48" rx="6"/><rect x="10" y="26" width="80" height="18" rx="5" fill-opacity=".7"/>',
  amb: '<rect x="12" y="60" width="16" height="26"/><rect x="34" y="46" width="16" height="40"/><rect x="56" y="32" width="16" height="54"/><rect x="78" y="16" width="12" height="70"/>',
  // An arrow up out of a coin: the profit grows.
  profit_boost:
    '<circle cx="42" cy="58" r="28" fill-opacity=".5"/><path d="M55 45 L85 15 M65 15 H85 V35" stroke-width="10" fill="none"/>',
}

/** The SVG of a banner file (`comboboost-desktop.svg`), or undefined for a name it does not know. */
export function bannerSvg(file: string): string | undefined {
  const m = FILE.exec(file)
  if (!m) return undefined
  const type = m[1] as BannerType
  const desktop = m[2] === 'desktop'
  const [w, h] = desktop ? [1200, 300] : [640, 320]
  const [from, to, accent] = COLOURS[type]
  const size = desktop ? 220 : 200
  const x = desktop ? w - size - 80 : (w - size) / 2
  const y = (h - size) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.15}" cy="${h * 1.1}" r="${h * 0.9}" fill="#fff" fill-opacity=".08"/>
<circle cx="${w * 0.55}" cy="${-h * 0.2}" r="${h * 0.6}" fill="#fff" fill-opacity=".06"/>
<g transform="translate(${x} ${y}) scale(${size / 100})" fill="${accent}" stroke="${accent}" stroke-linecap="round" stroke-linejoin="round">${EMBLEM[type]}</g>
</svg>`
}

/** The demo banners of a campaign of `type` (null when the type has no artwork). */
export function demoBanners(key: string, type: string, alt: string) {
  if (!(TYPES as readonly string[]).includes(type)) return null
  const banner = (device: 'desktop' | 'mobile') => ({
    id: `${key}-${device}`,
    url: `${BANNER_PATH_PREFIX}${type}-${device}.svg`,
    alt,
  })
  return { desktop: banner('desktop'), mobile: banner('mobile') }
}
