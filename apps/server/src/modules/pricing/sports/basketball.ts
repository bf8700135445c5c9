// Basketball: 4 x 10 minutes (FIBA), 5-minute overtimes until someone leads; ~80 points per side.
import { ft, handicap, oddEven, period, threeWay, total, twoWay } from '../markets/builders.ts'
import type { Facts } from '../markets/types.ts'
import { ordinal, timedSport } from './timed.ts'

const diff = (f: Facts) => f.total[0] - f.total[1]
const sum = (f: Facts) => f.total[0] + f.total[1]
const q1 = (f: Facts) => (f.periods[0]?.[0] ?? 0) + (f.periods[0]?.[1] ?? 0)

export const basketball = timedSport({
  key: 'basketball',
  periods: 4,
  periodSec: 600,
  breakSec: 120,
  step: 24,
  overtimeSec: 300,
  rates: ([h, a]) => [0.375 * Math.exp((h - a) * 0.09), 0.365 * Math.exp((a - h) * 0.09)],
  score: (rng, rate) => {
    if (!rng.chance(rate)) return 0
    const r = rng.next()
    return r < 0.06 ? 1 : r < 0.72 ? 2 : 3
  },
  stages: (p, ot) => (ot ? 'overtime' : `${ordinal(p)}_quarter`),
  scoreIsMajor: false,
  markets: [
    twoWay({ id: 219, name: 'Winner (incl. overtime)', groups: ['main'], priority: 100 }, ft),
    total({ id: 225, name: 'Total (incl. overtime)', groups: ['main'], priority: 98 }, ft),
    handicap({ id: 223, name: 'Handicap (incl. overtime)', groups: ['main', 'handicap'], priority: 96 }, ft),
    threeWay({ id: 1, name: '1X2 (regular time)', groups: ['main'], priority: 90 }, (f) => {
      const reg = f.periods.slice(0, 4).reduce((a, p) => [a[0] + p[0], a[1] + p[1]], [0, 0])
      return [reg[0] ?? 0, reg[1] ?? 0]
    }),
    oddEven({ id: 229, name: 'Odd/even (incl. overtime)', groups: ['main'], priority: 60 }, ft),
    total({ id: 227, name: 'Home total (incl. overtime)', groups: ['main'], priority: 70 }, ft, 'home'),
    total({ id: 228, name: 'Away total (incl. overtime)', groups: ['main'], priority: 69 }, ft, 'away'),
    threeWay({ id: 235, name: '1st quarter - 1X2', groups: ['quarters'], priority: 80 }, period(1)),
    total({ id: 236, name: '1st quarter - total', groups: ['quarters'], priority: 78 }, period(1)),
    handicap({ id: 237, name: '1st quarter - handicap', groups: ['quarters', 'handicap'], priority: 77 }, period(1)),
    threeWay({ id: 60, name: '1st half - 1X2', groups: ['halves'], priority: 75 }, (f) => [
      (f.periods[0]?.[0] ?? 0) + (f.periods[1]?.[0] ?? 0),
      (f.periods[0]?.[1] ?? 0) + (f.periods[1]?.[1] ?? 0),
    ]),
  ],
  fixed: [219, 1, 229, 235, 60].map((marketId) => ({ marketId, specifier: '' })),
  lines: [
    { marketId: 225, kind: 'total', value: sum, step: 3, around: 2 },
    { marketId: 223, kind: 'hcp', value: diff, step: 2, around: 2 },
    { marketId: 227, kind: 'total', value: (f) => f.total[0], step: 3, around: 1 },
    { marketId: 228, kind: 'total', value: (f) => f.total[1], step: 3, around: 1 },
    { marketId: 236, kind: 'total', value: q1, step: 2, around: 1 },
    { marketId: 237, kind: 'hcp', value: (f) => (f.periods[0]?.[0] ?? 0) - (f.periods[0]?.[1] ?? 0), step: 2, around: 0 },
  ],
  main: { marketId: 219, specifier: '' },
  secondary: { marketId: 225, specifier: '' },
  mainIds: [219, 225, 223],
})
