// Esports, best of 3 maps. CS2: round by round to 13 (overtime: two-round lead).
// Dota 2 / LoL: kills accrue over a 25-45 minute map; the side ahead in kills when it ends takes the map.
import type { Rng } from '../rng.ts'
import { exact, ft, handicap, period, specPeriod, total, twoWay } from '../markets/builders.ts'
import type { MarketDef, MarketKey } from '../markets/types.ts'
import type { LineSpec } from './lines.ts'
import { cur, raceUnit, setsSport, type SetsModel } from './sets.ts'

const firstMap = (f: { periods: [number, number][] }) => (f.periods[0]?.[0] ?? 0) + (f.periods[0]?.[1] ?? 0)

function common(unit: string): { markets: MarketDef[]; fixed: MarketKey[]; lines: LineSpec[] } {
  return {
    markets: [
      twoWay({ id: 1, name: 'Winner', groups: ['main'], priority: 100 }, ft),
      handicap({ id: 2, name: 'Map handicap', groups: ['main', 'maps', 'handicap'], priority: 90 }, ft),
      total({ id: 3, name: 'Total maps', groups: ['main', 'maps'], priority: 88 }, ft),
      exact(
        { id: 4, name: 'Correct score', groups: ['maps'], priority: 70 },
        ['2:0', '2:1', '1:2', '0:2'],
        (f) => `${f.total[0]}:${f.total[1]}`,
      ),
      twoWay({ id: 5, name: 'Map 1 - winner', groups: ['maps'], priority: 85 }, period(1), false),
      total({ id: 6, name: `Map 1 - total ${unit}`, groups: ['maps'], priority: 75 }, period(1)),
      handicap(
        { id: 7, name: `Map 1 - ${unit} handicap`, groups: ['maps', 'handicap'], priority: 74 },
        period(1),
      ),
      // Later maps; map 3 is void (refunded) when a 2:0 ends the series first.
      twoWay(
        { id: 8, name: (s) => `Map ${s.mapnr} - winner`, groups: ['maps'], priority: 84 },
        specPeriod('mapnr'),
        false,
      ),
    ],
    fixed: [
      { marketId: 1, specifier: '' },
      { marketId: 4, specifier: '' },
      { marketId: 5, specifier: '' },
      { marketId: 2, specifier: 'hcp=-1.5' },
      { marketId: 2, specifier: 'hcp=1.5' },
      { marketId: 3, specifier: 'total=2.5' },
      { marketId: 8, specifier: 'mapnr=2' },
      { marketId: 8, specifier: 'mapnr=3' },
    ],
    lines: [
      { marketId: 6, kind: 'total', value: firstMap, step: 2, around: 1 },
      {
        marketId: 7,
        kind: 'hcp',
        value: (f) => (f.periods[0]?.[0] ?? 0) - (f.periods[0]?.[1] ?? 0),
        step: 2,
        around: 0,
      },
    ],
  }
}

const base = {
  bestOf: 3,
  stats: () => ({ game_score: null, current_server: null }),
  stage: (n: number) => `map_${n}`,
  main: { marketId: 1, specifier: '' },
  secondary: { marketId: 2, specifier: 'hcp=-1.5' },
  mainIds: [1, 2, 3],
}

export const cs2 = setsSport({
  ...base,
  key: 'cs2',
  ...common('rounds'),
  unitSec: 105,
  breakSec: 420,
  unitP: ([h, a]) => 1 / (1 + Math.exp(-(h - a) * 0.3)),
  initX: () => ({}),
  play: (m, rng) => {
    const r = raceUnit(m, rng, 13)
    return { ...r, major: true }
  },
})

/** One minute of a MOBA map: kills on both sides; the map ends after its drawn length. */
function mobaMinute(m: SetsModel, rng: Rng) {
  const s = cur(m)
  s[0] += rng.poisson(0.55 * (0.5 + m.p))
  s[1] += rng.poisson(0.55 * (1.5 - m.p))
  m.x.minute = (m.x.minute ?? 0) + 1
  if (m.x.minute < (m.x.length ?? 35)) return { setWinner: null, major: false }
  m.x.minute = 0
  m.x.length = 25 + Math.floor(rng.next() * 20)
  const winner = (s[0] === s[1] ? (rng.chance(m.p) ? 0 : 1) : s[0] > s[1] ? 0 : 1) as 0 | 1
  if (s[0] === s[1]) s[winner]++
  return { setWinner: winner, major: true }
}

const moba = {
  ...base,
  ...common('kills'),
  unitSec: 60,
  breakSec: 600,
  unitP: ([h, a]: [number, number]) => 1 / (1 + Math.exp(-(h - a) * 0.3)),
  initX: (rng: Rng) => ({ minute: 0, length: 25 + Math.floor(rng.next() * 20) }),
  play: mobaMinute,
}
export const dota2 = setsSport({ ...moba, key: 'dota2' })
export const lol = setsSport({ ...moba, key: 'lol' })
