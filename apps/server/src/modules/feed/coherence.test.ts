// Prices of related markets must tell one story: double chance = sums of 1X2, draw no bet = 1X2 without
// the draw, each line's over + under = 1 + margin, over lines get longer as the line rises, correct
// scores add up to the winner... checked over many random live states of every sport.
import { describe, expect, it } from 'vitest'
import type { SportKey } from './catalog.ts'
import { type BaseModel, chooseLines, DURATION_SEC, MAIN_MARGIN, type MarketRow, MAX_ODDS, MIN_ODDS, OTHER_MARGIN, quoteMatch, Rng, SIMS } from '../pricing/index.ts'

interface State {
  sport: SportKey
  rows: MarketRow[]
  label: string
}

/** A match of `sport` with random strengths, played to a random moment (or left prematch). */
function randomState(sport: SportKey, rng: Rng, i: number): State | null {
  const sim = SIMS[sport]
  const rating: [number, number] = [rng.normal() * 0.6, rng.normal() * 0.6]
  const model = sim.init(Rng.from(99, `${sport}:${i}`), rating) as BaseModel & {
    lines?: Record<string, number[]>
  }
  if (sim.lines) model.lines = chooseLines(sim.lines, sim.scenarios(model))
  const t = i === 0 ? 0 : rng.next() * DURATION_SEC[sport] * 1.05
  sim.advance(model, t, new Rng(model.rng))
  if (model.done) return null
  model.suspendUntil = 0
  const rows = quoteMatch(sim, model, t === 0 ? 'prematch' : 'live', sport === 'soccer')
  return {
    sport,
    rows,
    label: `${sport} #${i} t=${Math.round(t)} ${JSON.stringify(sim.statistics(model).total_score)}`,
  }
}

const memo = new Map<SportKey, State[]>()
/** Random states of a sport, shared by the tests below (Monte Carlo pricing is not free). */
function states(sport: SportKey, n = sport === 'soccer' ? 80 : 30): State[] {
  const hit = memo.get(sport)
  if (hit) return hit
  const rng = Rng.from(1, `coherence:${sport}`)
  const out: State[] = []
  for (let i = 0; out.length < n && i < n * 4; i++) {
    const s = randomState(sport, rng, i)
    if (s) out.push(s)
  }
  memo.set(sport, out)
  return out
}

const marginOf = (sport: SportKey, marketId: number) =>
  SIMS[sport].mainIds.includes(marketId) ? MAIN_MARGIN : OTHER_MARGIN
/** Prices strictly inside the bounds: the odds were not clamped, so 1/odds is the priced probability. */
const clean = (r: MarketRow) =>
  r.status !== -3 && r.outcomes.every((o) => o.active && o.odds > MIN_ODDS && o.odds < MAX_ODDS)
const book = (r: MarketRow) => r.outcomes.reduce((a, o) => a + 1 / o.odds, 0)
/** Fair probability of an outcome: the implied probability without the margin. */
const fair = (s: State, r: MarketRow, id: string) => {
  const o = r.outcomes.find((x) => x.id === id)
  if (!o) throw new Error(`no outcome ${id} in ${r.marketId}`)
  return 1 / o.odds / (1 + marginOf(s.sport, r.marketId))
}
const find = (s: State, marketId: number, specifier = '') =>
  s.rows.find((r) => r.marketId === marketId && r.specifier === specifier)
/** Odds rounded to 2 decimals move 1/odds by at most 0.005 / odds²; this bounds the sum of a few. */
const TOL = 0.015

const ALL: SportKey[] = [
  'soccer',
  'tennis',
  'basketball',
  'ice-hockey',
  'volleyball',
  'cricket',
  'cs2',
  'dota2',
  'lol',
]
const COVERS: Record<number, number> = { 10: 2 }

describe('coherent prices across related markets', () => {
  const soccer = states('soccer')
  const hockey = states('ice-hockey')

  it('double chance is priced from the sums of 1X2 (each outcome covers two results)', () => {
    let checked = 0
    for (const s of [...soccer, ...hockey]) {
      const x = find(s, 1)
      const dc = find(s, 10)
      if (!x || !dc || x.status === -3 || dc.status === -3) continue
      const [p1, px, p2] = ['1', '2', '3'].map((id) => 1 / (x.outcomes.find((o) => o.id === id)?.odds ?? 1))
      const mx = 1 + marginOf(s.sport, 1)
      const expected: Record<string, number> = {
        '9': (p1! + px!) / mx,
        '10': (p1! + p2!) / mx,
        '11': (px! + p2!) / mx,
      }
      for (const o of dc.outcomes) {
        // Only unclamped prices carry the exact probability.
        if (o.odds <= MIN_ODDS || o.odds >= MAX_ODDS || !clean(x)) continue
        expect(
          fair(s, dc, o.id),
          `${s.label} ${o.name} ${JSON.stringify(x.outcomes)} ${JSON.stringify(dc.outcomes)}`,
        ).toBeCloseTo(expected[o.id]!, 1)
        expect(Math.abs(fair(s, dc, o.id) - expected[o.id]!)).toBeLessThan(TOL)
        checked++
      }
      // The longest double chance outcome is the complement of the shortest 1X2 outcome.
      const longest = Math.max(...dc.outcomes.map((o) => o.odds))
      if (longest > 5 && longest < MAX_ODDS)
        for (const o of dc.outcomes) if (o.odds !== longest) expect(o.odds, s.label).toBeLessThan(1.5)
      if (clean(dc)) expect(Math.abs(book(dc) - 2 * (1 + marginOf(s.sport, 10))), s.label).toBeLessThan(TOL)
    }
    expect(checked).toBeGreaterThan(100)
  })

  it('draw no bet and the level handicap equal 1X2 without the draw', () => {
    let checked = 0
    for (const s of soccer) {
      const x = find(s, 1)
      const dnb = find(s, 11)
      const ah0 = find(s, 16, 'hcp=0')
      if (!x || !dnb || !clean(x) || !clean(dnb)) continue
      const p1 = fair(s, x, '1')
      const p2 = fair(s, x, '3')
      expect(Math.abs(fair(s, dnb, '4') - p1 / (p1 + p2)), s.label).toBeLessThan(TOL)
      if (ah0 && clean(ah0))
        expect(Math.abs(fair(s, ah0, '1714') - p1 / (p1 + p2)), s.label).toBeLessThan(TOL)
      checked++
    }
    expect(checked).toBeGreaterThan(30)
  })

  it('correct scores add up to the 1X2 (other scores make up the rest)', () => {
    let checked = 0
    for (const s of soccer) {
      const x = find(s, 1)
      const cs = find(s, 45)
      if (!x || !cs || !clean(x) || cs.status === -3) continue
      const sums: [number, number, number] = [0, 0, 0]
      for (const o of cs.outcomes) {
        if (o.id === 'other' || !o.active) continue
        const [h, a] = o.id.split(':').map(Number) as [number, number]
        const i = h > a ? 0 : h === a ? 1 : 2
        sums[i] += 1 / Math.min(o.odds, MAX_ODDS) / (1 + OTHER_MARGIN)
      }
      const other = cs.outcomes.find((o) => o.id === 'other')
      const rest = other?.active ? 1 / other.odds / (1 + OTHER_MARGIN) : 0.002
      ;['1', '2', '3'].forEach((id, i) => {
        const p = fair(s, x, id)
        expect(p, `${s.label} ${id}`).toBeGreaterThan(sums[i]! - TOL)
        expect(p, `${s.label} ${id}`).toBeLessThan(sums[i]! + rest + TOL)
      })
      checked++
    }
    expect(checked).toBeGreaterThan(40)
  })

  it('over lines get longer as the line rises, in every sport', () => {
    let checked = 0
    for (const sport of ALL)
      for (const s of states(sport)) {
        const byMarket = new Map<number, { line: number; over: number }[]>()
        for (const r of s.rows) {
          const m = /^total=([\d.]+)$/.exec(r.specifier)
          const over = r.outcomes.find((o) => o.id === '12')
          if (!m || !over || !clean(r)) continue
          byMarket.set(r.marketId, [
            ...(byMarket.get(r.marketId) ?? []),
            { line: Number(m[1]), over: over.odds },
          ])
        }
        for (const lines of byMarket.values()) {
          lines.sort((a, b) => a.line - b.line)
          for (let i = 1; i < lines.length; i++) {
            expect(lines[i]!.over, `${s.label} ${JSON.stringify(lines)}`).toBeGreaterThanOrEqual(
              lines[i - 1]!.over,
            )
            checked++
          }
        }
      }
    expect(checked).toBeGreaterThan(200)
  })

  it('set and map markets agree with the winner (handicap ±1.5 and correct score)', () => {
    let checked = 0
    for (const sport of ['tennis', 'volleyball', 'cs2', 'dota2', 'lol'] as const)
      for (const s of states(sport)) {
        const winner = find(s, sport === 'tennis' || sport === 'volleyball' ? 186 : 1)
        const cs = find(s, sport === 'tennis' || sport === 'volleyball' ? 181 : 4)
        if (!winner || !cs || !clean(winner) || !clean(cs)) continue
        const home = cs.outcomes.filter((o) => Number(o.id.split(':')[0]) > Number(o.id.split(':')[1]))
        const sum = home.reduce((a, o) => a + 1 / o.odds / (1 + marginOf(sport, cs.marketId)), 0)
        expect(Math.abs(fair(s, winner, '4') - sum), `${s.label}`).toBeLessThan(TOL * 2)
        checked++
      }
    expect(checked).toBeGreaterThan(30)
  })

  it('tennis set markets agree: 1st set score with 1st set winner, 3 sets with the correct score', () => {
    let checked = 0
    for (const s of states('tennis')) {
      const first = find(s, 202)
      const score = find(s, 196)
      const cs = find(s, 181)
      const sets = find(s, 190, 'total=2.5')
      if (first && score && clean(first) && clean(score)) {
        const home = score.outcomes.filter((o) => Number(o.id.split(':')[0]) > Number(o.id.split(':')[1]))
        const sum = home.reduce((a, o) => a + fair(s, score, o.id), 0)
        expect(Math.abs(fair(s, first, '4') - sum), s.label).toBeLessThan(TOL * 2)
        checked++
      }
      if (cs && sets && clean(cs) && clean(sets)) {
        expect(Math.abs(fair(s, sets, '12') - fair(s, cs, '2:1') - fair(s, cs, '1:2')), s.label).toBeLessThan(
          TOL,
        )
        checked++
      }
    }
    expect(checked).toBeGreaterThan(10)
  })

  it('every open market of every sport has its overround in the expected band', () => {
    for (const sport of ALL) {
      let checked = 0
      for (const s of states(sport)) {
        for (const r of s.rows) {
          if (!clean(r)) continue
          const covers = COVERS[r.marketId] ?? 1
          const target = covers * (1 + marginOf(sport, r.marketId))
          // Rounding each price to 2 decimals moves the book by at most 0.005/odds² per outcome.
          const slack = r.outcomes.reduce((a, o) => a + 0.005 / (o.odds * o.odds), 0) + 1e-9
          expect(
            Math.abs(book(r) - target),
            `${s.label} ${r.marketId} ${r.specifier} ${JSON.stringify(r.outcomes)}`,
          ).toBeLessThanOrEqual(slack)
          checked++
        }
      }
      expect(checked, sport).toBeGreaterThan(50)
    }
  })
})

describe('main prices come from each match model', () => {
  it('follow the strength gap in every sport, with no shared default price', () => {
    const rows: [SportKey, number[]][] = []
    for (const sport of ALL) {
      const sim = SIMS[sport]
      const home: number[] = []
      for (let i = 0; i <= 8; i++) {
        const model = sim.init(Rng.from(5, `${sport}:gap`), [-1 + i * 0.25, 0])
        if (sim.lines)
          (model as BaseModel & { lines?: Record<string, number[]> }).lines = chooseLines(
            sim.lines,
            sim.scenarios(model),
          )
        const main = quoteMatch(sim, model, 'prematch', sport === 'soccer').find(
          (r) => r.marketId === sim.main.marketId && r.specifier === sim.main.specifier,
        )
        home.push(main?.outcomes[0]?.odds ?? Number.NaN)
      }
      rows.push([sport, home])
    }
    for (const [sport, home] of rows) {
      // Stronger home side, shorter home price (two grid steps apart: Monte Carlo prices carry some noise).
      for (let i = 2; i < home.length; i++)
        expect(home[i], `${sport} ${home.join()}`).toBeLessThan(home[i - 2]!)
      // Neither a default price nor a coarse grid: the strength gap shows at every step.
      expect(new Set(home).size, `${sport} ${home.join()}`).toBeGreaterThanOrEqual(8)
      // Even strengths give a contest, not a rout (the model's sensitivity is in a sane range).
      expect(home[4], `${sport} ${home.join()}`).toBeGreaterThan(1.45)
      expect(home[4], `${sport} ${home.join()}`).toBeLessThan(2.6)
    }
  })

  it('Monte Carlo streams are per sport: equal ratings in two sports do not give equal prices', () => {
    const rating: [number, number] = [0.3, 0]
    const seen = new Map<string, string>()
    for (const sport of [
      'tennis',
      'volleyball',
      'cs2',
      'dota2',
      'lol',
      'basketball',
      'ice-hockey',
      'cricket',
    ] as const) {
      const sim = SIMS[sport]
      const facts = sim
        .scenarios(sim.init(Rng.from(5, 'same'), rating))
        .map((s) => JSON.stringify(s.facts.total))
      const key = facts.join('|')
      expect(seen.get(key), `${sport} replays the draws of ${seen.get(key)}`).toBeUndefined()
      seen.set(key, sport)
    }
  })
})
