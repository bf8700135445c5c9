// Reusable market definitions: each takes a selector that picks the score it is about
// (full time, a half, a set...) so one builder serves every sport.
import type { MarketGroupKey } from '@sportsbook/contract'
import { num, type Facts, type MarketDef, type Pair, type Result, type Spec } from './types.ts'

export type Sel = (f: Facts, spec: Spec) => Pair
export const ft: Sel = (f) => f.total
export const period =
  (n: number): Sel =>
  (f) =>
    f.periods[n - 1] ?? [0, 0]
export const specPeriod =
  (key: string): Sel =>
  (f, spec) =>
    f.periods[num(spec, key) - 1] ?? [0, 0]
/** Sum of all periods: total games in tennis, total points in volleyball, total rounds in CS2. */
export const periodSum: Sel = (f) => f.periods.reduce<Pair>((a, p) => [a[0] + p[0], a[1] + p[1]], [0, 0])
const wl = (won: boolean): Result => (won ? 'win' : 'lose')

/** Asian line settlement: quarter lines split the stake over the two neighbouring half lines. */
export function asian(value: number, line: number): Result {
  if (value > line + 0.25) return 'win'
  if (value < line - 0.25) return 'lose'
  const frac = Math.abs(line * 4) % 2
  if (frac === 1) {
    const a = asian(value, line - 0.25)
    const b = asian(value, line + 0.25)
    if (a === b) return a
    const pair = [a, b].sort().join()
    if (pair === 'refund,win') return 'half_win'
    if (pair === 'lose,refund') return 'half_lose'
    return a
  }
  if (value > line) return 'win'
  if (value < line) return 'lose'
  return 'refund'
}
const FLIP: Record<Result, Result> = { win: 'lose', lose: 'win', refund: 'refund', half_win: 'half_lose', half_lose: 'half_win' }
const flip = (r: Result): Result => FLIP[r]

interface Base {
  id: number
  name: string | ((spec: Spec) => string)
  groups: MarketGroupKey[]
  priority: number
}
const nameOf = (b: Base) => (typeof b.name === 'string' ? () => b.name as string : b.name)

export const threeWay = (b: Base, sel: Sel, labels = ['1', 'X', '2']): MarketDef => ({
  ...b,
  name: nameOf(b),
  outcomes: () => [
    { id: '1', name: labels[0] ?? '1' },
    { id: '2', name: labels[1] ?? 'X' },
    { id: '3', name: labels[2] ?? '2' },
  ],
  project: (spec, f) => {
    const [h, a] = sel(f, spec)
    return h > a ? 1 : h === a ? 0 : -1
  },
  settle: (spec, f) => {
    const [h, a] = sel(f, spec)
    return [wl(h > a), wl(h === a), wl(h < a)]
  },
})

/** Two-way winner; a level score falls back to facts.winner (tie-break, overtime) or refunds. */
export const twoWay = (b: Base, sel: Sel, useWinner = true): MarketDef => ({
  ...b,
  name: nameOf(b),
  outcomes: () => [
    { id: '4', name: '1' },
    { id: '5', name: '2' },
  ],
  project: (spec, f) => {
    const [h, a] = sel(f, spec)
    if (h !== a) return h > a ? 1 : -1
    return useWinner && f.winner ? (f.winner === 'home' ? 2 : -2) : 0
  },
  settle: (spec, f) => {
    const [h, a] = sel(f, spec)
    if (h === a) {
      if (useWinner && f.winner) return [wl(f.winner === 'home'), wl(f.winner === 'away')]
      return ['refund', 'refund']
    }
    return [wl(h > a), wl(h < a)]
  },
})

export const doubleChance = (b: Base, sel: Sel): MarketDef => ({
  ...b,
  name: nameOf(b),
  outcomes: () => [
    { id: '9', name: '1X' },
    { id: '10', name: '12' },
    { id: '11', name: 'X2' },
  ],
  project: (spec, f) => {
    const [h, a] = sel(f, spec)
    return h > a ? 1 : h === a ? 0 : -1
  },
  settle: (spec, f) => {
    const [h, a] = sel(f, spec)
    return [wl(h >= a), wl(h !== a), wl(h <= a)]
  },
})

export const total = (b: Base, sel: Sel, pick: 'both' | 'home' | 'away' = 'both'): MarketDef => ({
  ...b,
  name: nameOf(b),
  outcomes: (spec) => [
    { id: '12', name: `Over ${spec.total}` },
    { id: '13', name: `Under ${spec.total}` },
  ],
  project: (spec, f) => {
    const [h, a] = sel(f, spec)
    return pick === 'both' ? h + a : pick === 'home' ? h : a
  },
  settle: (spec, f) => {
    const [h, a] = sel(f, spec)
    const v = pick === 'both' ? h + a : pick === 'home' ? h : a
    const r = asian(v, num(spec, 'total'))
    return [r, flip(r)]
  },
})

const signed = (x: number) => (x > 0 ? `+${x}` : `${x}`)
export const handicap = (b: Base, sel: Sel): MarketDef => ({
  ...b,
  name: nameOf(b),
  outcomes: (spec) => [
    { id: '1714', name: `1 (${signed(num(spec, 'hcp'))})` },
    { id: '1715', name: `2 (${signed(-num(spec, 'hcp'))})` },
  ],
  project: (spec, f) => {
    const [h, a] = sel(f, spec)
    return h - a
  },
  settle: (spec, f) => {
    const [h, a] = sel(f, spec)
    const r = asian(h - a, -num(spec, 'hcp'))
    return [r, flip(r)]
  },
})

/** European (3-way) handicap, specifier 'hcp=0:1' gives the away side a one-goal start. */
export const euroHandicap = (b: Base, sel: Sel): MarketDef => ({
  ...b,
  name: nameOf(b),
  outcomes: (spec) => [
    { id: '1711', name: `1 (${spec.hcp})` },
    { id: '1712', name: `X (${spec.hcp})` },
    { id: '1713', name: `2 (${spec.hcp})` },
  ],
  project: (spec, f) => {
    const [h, a] = sel(f, spec)
    return h - a
  },
  settle: (spec, f) => {
    const [x, y] = (spec.hcp ?? '0:0').split(':').map(Number)
    const [h, a] = sel(f, spec)
    const d = h + (x ?? 0) - (a + (y ?? 0))
    return [wl(d > 0), wl(d === 0), wl(d < 0)]
  },
})

export const yesNo = (b: Base, test: (f: Facts, spec: Spec) => boolean): MarketDef => ({
  ...b,
  name: nameOf(b),
  outcomes: () => [
    { id: '74', name: 'Yes' },
    { id: '76', name: 'No' },
  ],
  project: (spec, f) => (test(f, spec) ? 1 : 0),
  settle: (spec, f) => [wl(test(f, spec)), wl(!test(f, spec))],
})

export const oddEven = (b: Base, sel: Sel): MarketDef => ({
  ...b,
  name: nameOf(b),
  outcomes: () => [
    { id: '70', name: 'Odd' },
    { id: '72', name: 'Even' },
  ],
  project: (spec, f) => {
    const [h, a] = sel(f, spec)
    return (h + a) % 2
  },
  settle: (spec, f) => {
    const [h, a] = sel(f, spec)
    return [wl((h + a) % 2 === 1), wl((h + a) % 2 === 0)]
  },
})

/** Exact outcomes from a list of labels; `bucket` maps facts to the winning label. */
export const exact = (b: Base, labels: string[], bucket: (f: Facts, spec: Spec) => string): MarketDef => ({
  ...b,
  name: nameOf(b),
  outcomes: () => labels.map((l) => ({ id: l, name: l })),
  project: (spec, f) => bucket(f, spec),
  settle: (spec, f) => {
    const got = bucket(f, spec)
    const out: Result[] = []
    for (const l of labels) out.push(l === got ? 'win' : 'lose')
    return out
  },
})

/** Correct score 'h:a' up to `max` per side, other results under 'other'. */
export const correctScore = (b: Base, sel: Sel, max: number, allowDraw = true): MarketDef => {
  const labels: string[] = []
  for (let h = 0; h <= max; h++)
    for (let a = 0; a <= max; a++) if (allowDraw || h !== a) labels.push(`${h}:${a}`)
  if (allowDraw) labels.push('other')
  return exact(b, labels, (f, spec) => {
    const [h, a] = sel(f, spec)
    return h <= max && a <= max ? `${h}:${a}` : 'other'
  })
}
