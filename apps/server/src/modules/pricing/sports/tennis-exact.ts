// Exact tennis pricing: the distribution of every possible ending (set scores) from the current point,
// game, set and server, by dynamic programming over the same rules the simulator plays (tennis.ts).
// Replaces Monte Carlo for tennis: prices are smooth in the players' strengths and free of sampling noise.
import type { Facts, Pair, Scenario } from '../markets/types.ts'
import type { SetsModel } from './sets.ts'

/** Probability that the server wins a point, from the home player's unit strength p. */
export const serveWin = (p: number, server: 0 | 1): number =>
  server === 0 ? 0.62 + (p - 0.5) * 0.4 : 0.62 - (p - 0.5) * 0.4

/** A tie-break longer than this many points is split evenly (its probability is far below a cent). */
const TB_CAP = 40

/** Outcome code → probability (codes are small integers: no string keys in the hot loops). */
type Dist = Map<number, number>
const add = (d: Dist, k: number, p: number) => d.set(k, (d.get(k) ?? 0) + p)

export function tennisScenarios(m: SetsModel, bestOf: number): Scenario[] {
  const need = Math.ceil(bestOf / 2)
  const facts = (periods: Pair[], won: Pair): Facts => ({
    total: won,
    periods,
    winner: won[0] >= need ? 'home' : won[1] >= need ? 'away' : null,
  })
  if (m.done)
    return [
      {
        p: 1,
        facts: facts(
          m.periods.map((x) => [...x] as Pair),
          [...m.won],
        ),
      },
    ]
  /** Home wins a point with this probability when `server` serves. */
  const home = (server: 0 | 1) => (server === 0 ? serveWin(m.p, 0) : 1 - serveWin(m.p, 1))

  /** Regular game from points (a, b), server fixed: probability that home wins it. */
  const gameMemo = new Map<number, number>()
  const game = (a: number, b: number, server: 0 | 1): number => {
    if (a >= 4 && a - b >= 2) return 1
    if (b >= 4 && b - a >= 2) return 0
    const q = home(server)
    if (a >= 3 && b >= 3 && a === b) return (q * q) / (q * q + (1 - q) * (1 - q))
    const k = (a * 8 + b) * 2 + server
    const hit = gameMemo.get(k)
    if (hit !== undefined) return hit
    const v = q * game(a + 1, b, server) + (1 - q) * game(a, b + 1, server)
    gameMemo.set(k, v)
    return v
  }

  /** Tie-break from points (a, b) with `server` to serve: winner * 2 + server at its end → probability. */
  const tbMemo = new Map<number, Dist>()
  const tiebreak = (a: number, b: number, server: 0 | 1): Dist => {
    const k = (a * 64 + b) * 2 + server
    const hit = tbMemo.get(k)
    if (hit) return hit
    const out: Dist = new Map()
    if (a + b >= TB_CAP) {
      add(out, server, 0.5)
      add(out, 2 + server, 0.5)
    } else {
      const q = home(server)
      for (const [side, p] of [
        [0, q],
        [1, 1 - q],
      ] as const) {
        const na = a + (side === 0 ? 1 : 0)
        const nb = b + (side === 1 ? 1 : 0)
        const next = ((na + nb) % 2 === 1 ? 1 - server : server) as 0 | 1
        const won = (na >= 7 && na - nb >= 2) || (nb >= 7 && nb - na >= 2)
        if (won) add(out, side * 2 + next, p)
        else for (const [kk, pp] of tiebreak(na, nb, next)) add(out, kk, p * pp)
      }
    }
    tbMemo.set(k, out)
    return out
  }

  /** The rest of a set from games (g0, g1), points (a, b), `server` serving: final (g0 * 8 + g1) * 2 + next server. */
  const setMemo = new Map<number, Dist>()
  const set = (g0: number, g1: number, a: number, b: number, server: 0 | 1): Dist => {
    const k = (((g0 * 8 + g1) * 64 + a) * 64 + b) * 2 + server
    const hit = setMemo.get(k)
    if (hit) return hit
    const out: Dist = new Map()
    // Game outcomes: who wins it and who serves the next game.
    const games: [0 | 1, 0 | 1, number][] = []
    if (g0 === 6 && g1 === 6)
      for (const [kk, p] of tiebreak(a, b, server))
        games.push([(kk >> 1) as 0 | 1, (1 - (kk & 1)) as 0 | 1, p])
    else {
      const p = game(a, b, server)
      const next = (1 - server) as 0 | 1
      games.push([0, next, p], [1, next, 1 - p])
    }
    for (const [w, next, p] of games) {
      if (p <= 0) continue
      const n0 = g0 + (w === 0 ? 1 : 0)
      const n1 = g1 + (w === 1 ? 1 : 0)
      const lead = Math.abs(n0 - n1)
      const over = (Math.max(n0, n1) >= 6 && lead >= 2) || Math.max(n0, n1) === 7
      if (over) add(out, (n0 * 8 + n1) * 2 + next, p)
      else for (const [kk, pp] of set(n0, n1, 0, 0, next)) add(out, kk, p * pp)
    }
    setMemo.set(k, out)
    return out
  }

  const out = new Map<number, Scenario>()
  /** `code` numbers the set scores played so far in this walk (base 64 per set). */
  const walk = (done: Pair[], won: Pair, start: Dist, p: number, code: number) => {
    for (const [kk, pp] of start) {
      const next = (kk & 1) as 0 | 1
      const g0 = (kk >> 1) >> 3
      const g1 = (kk >> 1) & 7
      const key = code * 64 + (kk >> 1)
      const periods: Pair[] = [...done, [g0, g1]]
      const w: Pair = [won[0] + (g0 > g1 ? 1 : 0), won[1] + (g1 > g0 ? 1 : 0)]
      const q = p * pp
      if (w[0] >= need || w[1] >= need) {
        const hit = out.get(key)
        if (hit) hit.p += q
        else out.set(key, { p: q, facts: facts(periods, w) })
      } else walk(periods, w, set(0, 0, 0, 0, next), q, key)
    }
  }
  const current = m.periods[m.periods.length - 1] ?? [0, 0]
  const done = m.periods.slice(0, -1).map((x) => [...x] as Pair)
  const server = (m.x.server ?? 0) as 0 | 1
  walk(done, [...m.won], set(current[0], current[1], m.x.ph ?? 0, m.x.pa ?? 0, server), 1, 1)
  const scenarios = [...out.values()]
  const sum = scenarios.reduce((a, s) => a + s.p, 0)
  for (const s of scenarios) s.p /= sum
  return scenarios
}
