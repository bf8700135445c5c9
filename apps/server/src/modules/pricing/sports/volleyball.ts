// Volleyball, best of 5: rally point to 25 (tie-break set to 15), two-point lead.
import { exact, ft, handicap, period, periodSum, total, twoWay } from '../markets/builders.ts'
import { raceUnit, setsSport } from './sets.ts'
import { ordinal } from './timed.ts'

export const volleyball = setsSport({
  key: 'volleyball',
  bestOf: 5,
  unitSec: 22,
  breakSec: 180,
  // Rally edge of ~2.5% for a one-sd rating gap: sets follow strength without every match being 1.01.
  unitP: ([h, a]) => 1 / (1 + Math.exp(-(h - a) * 0.15 - 0.04)),
  initX: () => ({}),
  play: (m, rng) => raceUnit(m, rng, m.periods.length === 5 ? 15 : 25),
  stats: () => ({ game_score: null, current_server: null }),
  stage: (n) => `${ordinal(n)}_set`,
  markets: [
    twoWay({ id: 186, name: 'Winner', groups: ['main'], priority: 100 }, ft),
    handicap({ id: 188, name: 'Set handicap', groups: ['main', 'sets', 'handicap'], priority: 90 }, ft),
    total({ id: 238, name: 'Total points', groups: ['main'], priority: 95 }, periodSum),
    total({ id: 190, name: 'Total sets', groups: ['sets'], priority: 85 }, ft),
    exact({ id: 181, name: 'Correct score', groups: ['sets'], priority: 70 }, ['3:0', '3:1', '3:2', '2:3', '1:3', '0:3'], (f) => `${f.total[0]}:${f.total[1]}`),
    twoWay({ id: 202, name: '1st set - winner', groups: ['sets'], priority: 80 }, period(1), false),
    total({ id: 204, name: '1st set - total points', groups: ['sets'], priority: 75 }, period(1)),
  ],
  fixed: [
    { marketId: 186, specifier: '' },
    { marketId: 181, specifier: '' },
    { marketId: 202, specifier: '' },
    { marketId: 188, specifier: 'hcp=-1.5' },
    { marketId: 188, specifier: 'hcp=1.5' },
    { marketId: 190, specifier: 'total=3.5' },
    { marketId: 190, specifier: 'total=4.5' },
  ],
  lines: [
    { marketId: 238, kind: 'total', value: (f) => f.periods.reduce((a, p) => a + p[0] + p[1], 0), step: 4, around: 1 },
    { marketId: 204, kind: 'total', value: (f) => (f.periods[0]?.[0] ?? 0) + (f.periods[0]?.[1] ?? 0), step: 2, around: 0 },
  ],
  main: { marketId: 186, specifier: '' },
  secondary: { marketId: 238, specifier: '' },
  mainIds: [186, 188, 238],
})
