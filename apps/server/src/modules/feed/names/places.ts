// Fictional place names built from syllables in each country's style, so teams sound plausible
// without using real clubs.
import type { Rng } from '../../pricing/index.ts'

const STYLES: Record<string, { heads: string[]; tails: string[]; patterns: string[] }> = {
  en: {
    heads: ['Ash', 'Brook', 'Church', 'Elm', 'Fox', 'Green', 'Hart', 'Kings', 'Mill', 'North', 'Oak', 'Red', 'Stone', 'West', 'Wolver', 'Yarn', 'Bram', 'Colne', 'Dun', 'Lyn'],
    tails: ['ford', 'field', 'ton', 'bury', 'wick', 'ham', 'mouth', 'bridge', 'dale', 'port', 'ley', 'stead'],
    patterns: ['{p} United', '{p} Rovers', '{p} Town', '{p} City', '{p} Athletic', '{p} Wanderers', '{p} Albion', 'FC {p}'],
  },
  es: {
    heads: ['Villa', 'San ', 'Puerto ', 'Castel', 'Monte', 'Rio', 'Valde', 'Alba', 'Sierra ', 'Torre', 'Campo', 'Santa '],
    tails: ['nueva', 'real', 'blanca', 'mar', 'sol', 'verde', 'alta', 'rosa', 'luna', 'oro'],
    patterns: ['Real {p}', 'CD {p}', 'Atletico {p}', 'UD {p}', '{p} CF', 'Deportivo {p}', 'Racing {p}', 'SD {p}'],
  },
  de: {
    heads: ['Alt', 'Neu', 'Rosen', 'Falken', 'Hohen', 'Stein', 'Wald', 'Berg', 'Linden', 'Eichen', 'Sonnen', 'Kron'],
    tails: ['burg', 'stadt', 'heim', 'dorf', 'bach', 'feld', 'hausen', 'au', 'berg', 'tal'],
    patterns: ['FC {p}', 'SV {p}', '1. FC {p}', 'VfB {p}', 'Borussia {p}', 'TSV {p}', 'SC {p}', 'Eintracht {p}'],
  },
  it: {
    heads: ['Monte', 'Castel', 'Porto', 'Villa', 'San ', 'Rocca', 'Borgo', 'Fonte', 'Pietra', 'Valle'],
    tails: ['verde', 'rosso', 'fiore', 'lago', 'mare', 'bella', 'chiara', 'nova', 'alta', 'sole'],
    patterns: ['AC {p}', 'US {p}', 'Sporting {p}', 'Virtus {p}', 'AS {p}', 'Calcio {p}', 'Unione {p}', 'Pro {p}'],
  },
  fr: {
    heads: ['Saint-', 'Mont', 'Beau', 'Ville', 'Bourg', 'Val', 'Belle', 'Roche', 'Fontaine', 'Clair'],
    tails: ['mont', 'ville', 'lieu', 'fort', 'mare', 'champ', 'val', 'rive', 'bois', 'pre'],
    patterns: ['AS {p}', 'FC {p}', 'Stade {p}', 'Olympique {p}', 'RC {p}', 'US {p}', 'SC {p}', 'En Avant {p}'],
  },
  nl: {
    heads: ['Zand', 'Water', 'Heer', 'Dijk', 'Oost', 'Vlie', 'Groen', 'Molen', 'Brug', 'Haven'],
    tails: ['dam', 'veen', 'hoven', 'wijk', 'kerk', 'stad', 'horst', 'broek'],
    patterns: ['FC {p}', 'SC {p}', 'VV {p}', '{p} Boys', 'Go Ahead {p}', 'Sparta {p}'],
  },
  pt: {
    heads: ['Vila ', 'Porto ', 'Ribeira ', 'Serra ', 'Monte', 'Campo ', 'Barra ', 'Costa '],
    tails: ['Nova', 'Verde', 'Alegre', 'Grande', 'Bela', 'Real', 'Azul', 'Branca'],
    patterns: ['SC {p}', 'CD {p}', 'Sporting {p}', 'Uniao {p}', 'Academica {p}', 'GD {p}', 'Clube {p}', 'Atletico {p}'],
  },
  us: {
    heads: ['Lake', 'River', 'Bay', 'Cedar', 'Iron', 'Granite', 'Silver', 'Pine', 'Golden', 'Storm', 'Summit', 'Prairie'],
    tails: ['view', ' City', 'port', ' Falls', 'wood', ' Harbor', 'ridge', ' Springs'],
    patterns: ['{p} Hawks', '{p} Wolves', '{p} Titans', '{p} Comets', '{p} Bears', '{p} Stallions', '{p} Thunder', '{p} Pioneers'],
  },
  nord: {
    heads: ['Fjell', 'Sjo', 'Lund', 'Berg', 'Vik', 'Strand', 'Skog', 'Holm', 'Nor', 'Ek'],
    tails: ['by', 'vik', 'holm', 'berg', 'stad', 'lund', 'sund', 'ang'],
    patterns: ['{p} IK', '{p} IF', '{p} HC', 'HV {p}', '{p} BK', 'Lukko {p}'],
  },
  intl: {
    heads: ['Nova', 'Atlas', 'Vega', 'Orion', 'Astra', 'Polar', 'Zenith', 'Aurora', 'Delta', 'Sigma', 'Vertex', 'Nimbus'],
    tails: [''],
    patterns: ['{p} United', '{p} Stars', '{p} Union', '{p} Athletic', 'Club {p}', '{p} Select'],
  },
}

export type NameStyle = keyof typeof STYLES

/** A unique list of `count` team names in the given style. */
export function teamNames(rng: Rng, style: string, count: number): string[] {
  const s = STYLES[style] ?? STYLES.intl!
  const names = new Set<string>()
  for (let guard = 0; names.size < count && guard < 10_000; guard++) {
    const place = joinPlace(rng.pick(s.heads), rng.pick(s.tails))
    const pattern = guard < 4000 ? rng.pick(s.patterns) : `{p} ${names.size}`
    names.add(pattern.replace('{p}', place))
  }
  return [...names]
}

export function placeName(rng: Rng, style: string): string {
  const s = STYLES[style] ?? STYLES.intl!
  return joinPlace(rng.pick(s.heads), rng.pick(s.tails))
}

/** "Puerto " + "rosa" is two words, so the tail starts a new, capitalised word: "Puerto Rosa". */
function joinPlace(head: string, tail: string): string {
  const word = head.endsWith(' ') ? tail.charAt(0).toUpperCase() + tail.slice(1) : tail
  return `${head}${word}`.trim()
}
