// Tennis, best of 3 with tie-breaks: point by point, the server wins a point with p (adjusted by ratings).
import type { Rng } from '../rng.ts'
import { exact, ft, handicap, oddEven, period, periodSum, total, twoWay, yesNo } from '../markets/builders.ts'
import type { Facts } from '../markets/types.ts'
import { cur, setsSport, type SetsModel } from './sets.ts'
import { tennisScenarios } from './tennis-exact.ts'
import type { SportSim } from './types.ts'
import { ordinal } from './timed.ts'

const POINTS = ['0', '15', '30', '40', 'A']
/** Every final score of a set, home first: 6:0 … 7:6, then 0:6 … 6:7. */
const SET_SCORES = [0, 1, 2, 3, 4, 5, 6].flatMap((l) => (l === 5 ? ['7:5'] : l === 6 ? ['7:6'] : [`6:${l}`]))
const ALL_SET_SCORES = [...SET_SCORES, ...SET_SCORES.map((x) => x.split(':').reverse().join(':'))]
const games = (f: Facts) => f.periods.reduce((a, p) => a + p[0] + p[1], 0)

/** One point: home wins it with p_serve when serving, else 1 - p_serve of the opponent. */
function point(m: SetsModel, rng: Rng) {
  const x = m.x
  const server = x.server ?? 0
  const pServe = server === 0 ? 0.62 + (m.p - 0.5) * 0.4 : 0.62 - (m.p - 0.5) * 0.4
  const serverWins = rng.chance(pServe)
  const side = (serverWins ? server : 1 - server) as 0 | 1
  const pts: [number, number] = [x.ph ?? 0, x.pa ?? 0]
  pts[side]++
  const set = cur(m)
  const tiebreak = set[0] === 6 && set[1] === 6
  const target = tiebreak ? 7 : 4
  let gameWon = pts[side] >= target && pts[side] - pts[1 - side]! >= 2
  if (!tiebreak && pts[0] === 4 && pts[1] === 4) pts.splice(0, 2, 3, 3)
  x.ph = pts[0]
  x.pa = pts[1]
  if (tiebreak && (pts[0] + pts[1]) % 2 === 1) x.server = 1 - server
  if (!gameWon) return { setWinner: null, major: false }
  gameWon = true
  set[side]++
  x.ph = 0
  x.pa = 0
  x.server = 1 - (x.server ?? 0)
  const lead = set[side] - set[1 - side]!
  const setOver = (set[side] >= 6 && lead >= 2) || set[side] === 7
  return { setWinner: setOver ? side : null, major: gameWon && setOver }
}

const played = setsSport({
  key: 'tennis',
  bestOf: 3,
  unitSec: 40,
  breakSec: 120,
  // A one-sd rating gap (~0.65) moves serve points by ~2.5%: a ~1.35 favourite, as on real tours.
  unitP: ([h, a]) => 1 / (1 + Math.exp(-(h - a) * 0.4)),
  initX: (rng) => ({ ph: 0, pa: 0, server: rng.int(0, 1) }),
  play: point,
  stats: (m) => {
    const tb = cur(m)[0] === 6 && cur(m)[1] === 6
    const label = (n: number) => (tb ? String(n) : (POINTS[n] ?? '40'))
    const [ph, pa] = [m.x.ph ?? 0, m.x.pa ?? 0]
    const adv = !tb && ph >= 3 && pa >= 3
    return {
      game_score: adv
        ? { home: ph > pa ? 'A' : '40', away: pa > ph ? 'A' : '40' }
        : { home: label(ph), away: label(pa) },
      current_server: m.done ? null : (m.x.server ?? 0) === 0 ? 'home' : 'away',
    }
  },
  stage: (n) => `${ordinal(n)}_set`,
  markets: [
    twoWay({ id: 186, name: 'Winner', groups: ['main'], priority: 100 }, ft),
    handicap({ id: 188, name: 'Set handicap', groups: ['main', 'sets', 'handicap'], priority: 90 }, ft),
    handicap({ id: 187, name: 'Game handicap', groups: ['games', 'handicap'], priority: 85 }, periodSum),
    total({ id: 189, name: 'Total games', groups: ['main', 'games'], priority: 95 }, periodSum),
    exact(
      { id: 181, name: 'Correct score', groups: ['sets'], priority: 70 },
      ['2:0', '2:1', '1:2', '0:2'],
      (f) => `${f.total[0]}:${f.total[1]}`,
    ),
    twoWay({ id: 202, name: '1st set - winner', groups: ['sets'], priority: 80 }, period(1), false),
    total({ id: 204, name: '1st set - total games', groups: ['sets', 'games'], priority: 75 }, period(1)),
    twoWay({ id: 210, name: '2nd set - winner', groups: ['sets'], priority: 78 }, period(2), false),
    total({ id: 190, name: 'Total sets', groups: ['sets'], priority: 72 }, ft),
    handicap(
      { id: 191, name: '1st set - game handicap', groups: ['sets', 'games', 'handicap'], priority: 73 },
      period(1),
    ),
    exact({ id: 196, name: '1st set - correct score', groups: ['sets'], priority: 65 }, ALL_SET_SCORES, (f) =>
      (f.periods[0] ?? [0, 0]).join(':'),
    ),
    yesNo({ id: 194, name: 'Tie-break in the match', groups: ['sets', 'games'], priority: 62 }, (f) =>
      f.periods.some(([h, a]) => h + a === 13),
    ),
    oddEven({ id: 193, name: 'Odd/even games', groups: ['games'], priority: 60 }, periodSum),
  ],
  fixed: [186, 181, 202, 210, 196, 194, 193]
    .map((marketId) => ({ marketId, specifier: '' }))
    .concat([
      { marketId: 188, specifier: 'hcp=-1.5' },
      { marketId: 188, specifier: 'hcp=1.5' },
      { marketId: 190, specifier: 'total=2.5' },
    ]),
  lines: [
    { marketId: 189, kind: 'total', value: games, step: 1, around: 2 },
    {
      marketId: 187,
      kind: 'hcp',
      value: (f) => f.periods.reduce((a, p) => a + p[0] - p[1], 0),
      step: 1,
      around: 1,
    },
    {
      marketId: 204,
      kind: 'total',
      value: (f) => (f.periods[0]?.[0] ?? 0) + (f.periods[0]?.[1] ?? 0),
      step: 1,
      around: 0,
    },
    // Appended: stored matches keep their lines by position.
    {
      marketId: 191,
      kind: 'hcp',
      value: (f) => (f.periods[0]?.[0] ?? 0) - (f.periods[0]?.[1] ?? 0),
      step: 1,
      around: 1,
    },
  ],
  main: { marketId: 186, specifier: '' },
  secondary: { marketId: 189, specifier: '' },
  mainIds: [186, 188, 189],
})

/** Played point by point like the other set sports, priced exactly (tennis-exact.ts), not by Monte Carlo. */
export const tennis: SportSim<SetsModel> = { ...played, scenarios: (m) => tennisScenarios(m, 3) }
