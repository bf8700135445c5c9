// Ice hockey: 3 x 20 minutes, Poisson goal chances every 10 s, regular-time markets (draws possible).
import { btts } from './shared-markets.ts'
import { doubleChance, ft, handicap, period, threeWay, total } from '../markets/builders.ts'
import type { Facts } from '../markets/types.ts'
import { hockeyScenarios } from './hockey-exact.ts'
import { ordinal, timedSport, type TimedModel } from './timed.ts'
import type { SportSim } from './types.ts'

const STEPS_PER_GAME = 360

const CLOCK = { periods: 3, periodSec: 1200, breakSec: 1080, step: 10 }

const played = timedSport({
  ...CLOCK,
  key: 'ice-hockey',
  overtimeSec: null,
  rates: ([h, a]) => [
    (3.0 * Math.exp((h - a) * 0.4)) / STEPS_PER_GAME,
    (2.8 * Math.exp((a - h) * 0.4)) / STEPS_PER_GAME,
  ],
  score: (rng, rate) => (rng.chance(rate) ? 1 : 0),
  stages: (p) => `${ordinal(p)}_period`,
  scoreIsMajor: true,
  markets: [
    threeWay({ id: 1, name: '1X2', groups: ['main'], priority: 100 }, ft),
    doubleChance({ id: 10, name: 'Double chance', groups: ['main'], priority: 90 }, ft),
    total({ id: 18, name: 'Total', groups: ['main'], priority: 98 }, ft),
    handicap({ id: 16, name: 'Handicap', groups: ['main', 'handicap'], priority: 95 }, ft),
    btts(29),
    threeWay({ id: 443, name: '1st period - 1X2', groups: ['periods'], priority: 80 }, period(1)),
    total({ id: 446, name: '1st period - total', groups: ['periods'], priority: 78 }, period(1)),
  ],
  fixed: [1, 10, 29, 443].map((marketId) => ({ marketId, specifier: '' })),
  lines: [
    { marketId: 18, kind: 'total', value: (f: Facts) => f.total[0] + f.total[1], step: 1, around: 1 },
    { marketId: 16, kind: 'hcp', value: (f: Facts) => f.total[0] - f.total[1], step: 1, around: 1 },
    {
      marketId: 446,
      kind: 'total',
      value: (f: Facts) => (f.periods[0]?.[0] ?? 0) + (f.periods[0]?.[1] ?? 0),
      step: 1,
      around: 0,
    },
  ],
  main: { marketId: 1, specifier: '' },
  secondary: { marketId: 18, specifier: '' },
  mainIds: [1, 18, 16],
})

/** Played step by step; priced exactly from the binomial goals still to come (hockey-exact.ts). */
export const iceHockey: SportSim<TimedModel> = { ...played, scenarios: (m) => hockeyScenarios(m, CLOCK) }
