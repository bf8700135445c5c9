// Soccer market catalogue (Betradar-like ids): 44 markets per match from one score distribution.
import {
  correctScore,
  doubleChance,
  euroHandicap,
  exact,
  ft,
  handicap,
  oddEven,
  period,
  threeWay,
  total,
  twoWay,
  yesNo,
} from '../markets/builders.ts'
import { num, type Facts, type MarketDef, type MarketKey } from '../markets/types.ts'
import { defsMap } from './types.ts'

const goals = (f: Facts) => f.total[0] + f.total[1]
const half = (n: number) => (f: Facts) => {
  const p = f.periods[n - 1] ?? [0, 0]
  return p[0] + p[1]
}
const htftLabel = (h: number, a: number) => (h > a ? '1' : h === a ? 'X' : '2')

export const SOCCER_MARKETS: MarketDef[] = [
  threeWay({ id: 1, name: '1X2', groups: ['main'], priority: 100 }, ft),
  doubleChance({ id: 10, name: 'Double chance', groups: ['main'], priority: 95 }, ft),
  twoWay({ id: 11, name: 'Draw no bet', groups: ['main'], priority: 90 }, ft, false),
  total({ id: 18, name: 'Total', groups: ['main', 'goals'], priority: 98 }, ft),
  handicap({ id: 16, name: 'Handicap', groups: ['main', 'handicap'], priority: 85 }, ft),
  euroHandicap({ id: 14, name: (s) => `Handicap ${s.hcp}`, groups: ['handicap'], priority: 70 }, ft),
  yesNo({ id: 29, name: 'Both teams to score', groups: ['main', 'goals'], priority: 92 }, (f) => f.total[0] > 0 && f.total[1] > 0),
  correctScore({ id: 45, name: 'Correct score', groups: ['correct_score'], priority: 60 }, ft, 4),
  threeWay({ id: 60, name: '1st half - 1X2', groups: ['halves'], priority: 80 }, period(1)),
  total({ id: 68, name: '1st half - total', groups: ['halves', 'goals'], priority: 78 }, period(1)),
  handicap({ id: 66, name: '1st half - handicap', groups: ['halves', 'handicap'], priority: 76 }, period(1)),
  threeWay({ id: 83, name: '2nd half - 1X2', groups: ['halves'], priority: 74 }, period(2)),
  total({ id: 90, name: '2nd half - total', groups: ['halves', 'goals'], priority: 72 }, period(2)),
  oddEven({ id: 26, name: 'Odd/even', groups: ['goals'], priority: 50 }, ft),
  total({ id: 19, name: 'Home total', groups: ['goals'], priority: 66 }, ft, 'home'),
  total({ id: 20, name: 'Away total', groups: ['goals'], priority: 65 }, ft, 'away'),
  exact(
    { id: 47, name: 'Halftime/fulltime', groups: ['combo', 'halves'], priority: 55 },
    ['1/1', '1/X', '1/2', 'X/1', 'X/X', 'X/2', '2/1', '2/X', '2/2'],
    (f) => {
      const h1 = f.periods[0] ?? [0, 0]
      return `${htftLabel(h1[0], h1[1])}/${htftLabel(f.total[0], f.total[1])}`
    },
  ),
  exact({ id: 21, name: 'Exact goals', groups: ['goals'], priority: 58 }, ['0', '1', '2', '3', '4', '5', '6+'], (f) =>
    goals(f) >= 6 ? '6+' : String(goals(f)),
  ),
  exact(
    { id: 15, name: 'Winning margin', groups: ['combo'], priority: 52 },
    ['1 by 3+', '1 by 2', '1 by 1', 'X', '2 by 1', '2 by 2', '2 by 3+'],
    (f) => {
      const d = f.total[0] - f.total[1]
      if (d === 0) return 'X'
      const side = d > 0 ? '1' : '2'
      return `${side} by ${Math.abs(d) >= 3 ? '3+' : Math.abs(d)}`
    },
  ),
  exact(
    { id: 37, name: (s) => `1X2 & total ${s.total}`, groups: ['combo'], priority: 54 },
    ['1 & over', 'X & over', '2 & over', '1 & under', 'X & under', '2 & under'],
    (f, s) => `${htftLabel(f.total[0], f.total[1])} & ${goals(f) > num(s, 'total') ? 'over' : 'under'}`,
  ),
  {
    id: 8,
    name: (s) => `Goal ${s.goalnr} - next goal`,
    groups: ['main', 'goals'],
    priority: 88,
    outcomes: () => [
      { id: '6', name: '1' },
      { id: '7', name: 'None' },
      { id: '8', name: '2' },
    ],
    settle: (s, f) => {
      const next = f.order?.[num(s, 'goalnr') - 1]
      return [next === 'home' ? 'win' : 'lose', next ? 'lose' : 'win', next === 'away' ? 'win' : 'lose']
    },
  },
  yesNo({ id: 75, name: '1st half - both teams to score', groups: ['halves', 'goals'], priority: 56 }, (f) => {
    const p = f.periods[0] ?? [0, 0]
    return p[0] > 0 && p[1] > 0
  }),
  exact({ id: 52, name: 'Highest scoring half', groups: ['halves'], priority: 48 }, ['1st half', 'equal', '2nd half'], (f) =>
    half(1)(f) > half(2)(f) ? '1st half' : half(1)(f) === half(2)(f) ? 'equal' : '2nd half',
  ),
  yesNo({ id: 31, name: 'Home clean sheet', groups: ['goals'], priority: 46 }, (f) => f.total[1] === 0),
  yesNo({ id: 32, name: 'Away clean sheet', groups: ['goals'], priority: 45 }, (f) => f.total[0] === 0),
]
export const SOCCER_DEFS = defsMap(SOCCER_MARKETS)

const k = (marketId: number, specifier = ''): MarketKey => ({ marketId, specifier })

/** Fixed lines of a soccer match; the next-goal market follows the number of goals scored. */
export function soccerOffer(goalsSoFar: number, live: boolean): MarketKey[] {
  const keys = [1, 10, 11, 29, 45, 60, 83, 26, 47, 21, 15, 75, 52, 31, 32].map((id) => k(id))
  for (const t of [0.5, 1.5, 2.5, 3.5, 4.5, 5.5]) keys.push(k(18, `total=${t}`))
  for (const h of [-1.5, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 1, 1.5]) keys.push(k(16, `hcp=${h}`))
  for (const h of ['0:1', '1:0']) keys.push(k(14, `hcp=${h}`))
  for (const t of [0.5, 1.5]) keys.push(k(68, `total=${t}`), k(90, `total=${t}`), k(19, `total=${t}`), k(20, `total=${t}`))
  keys.push(k(66, 'hcp=0'), k(37, 'total=2.5'))
  if (!live || goalsSoFar < 9) keys.push(k(8, `goalnr=${goalsSoFar + 1}`))
  return keys
}
