// Line markets whose specifiers are chosen once from the model's expectation (e.g. total=221.5),
// so a match keeps stable lines through its life and the middle one is the balanced one.
import type { Facts, MarketKey, Scenario } from '../markets/types.ts'

export interface LineSpec {
  marketId: number
  kind: 'total' | 'hcp'
  /** The quantity the line is about (total points, home minus away...). */
  value: (f: Facts) => number
  /** Distance between neighbouring lines and how many on each side of the centre. */
  step: number
  around: number
  /** Extra specifier parts, e.g. 'setnr=1|'. */
  prefix?: string
}

export interface LineModel {
  lines?: Record<string, number[]>
}

const half = (x: number) => Math.floor(x) + 0.5

export function chooseLines(specs: LineSpec[], scenarios: Scenario[]): Record<string, number[]> {
  const out: Record<string, number[]> = {}
  specs.forEach((s, i) => {
    const mean = scenarios.reduce((acc, sc) => acc + sc.p * s.value(sc.facts), 0)
    const centre = s.kind === 'total' ? half(mean) : -half(mean)
    const lines: number[] = []
    for (let k = -s.around; k <= s.around; k++) lines.push(centre + k * s.step)
    out[String(i)] = lines.filter((l) => s.kind === 'hcp' || l > 0)
  })
  return out
}

export function lineKeys(specs: LineSpec[], m: LineModel): MarketKey[] {
  const keys: MarketKey[] = []
  specs.forEach((s, i) => {
    for (const l of m.lines?.[String(i)] ?? [])
      keys.push({ marketId: s.marketId, specifier: `${s.prefix ?? ''}${s.kind}=${l}` })
  })
  return keys
}
