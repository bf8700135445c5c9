// browser-live's former reading of a publish → paint latency, kept for comparison with the exact
// accounting (live-accounting.ts): the first time a button shows the published text at or after the
// publish, whichever publication put it there; and what the exact accounting says of the changes it
// called "not seen" or slowest.
import type { Outcome } from './live-accounting.ts'

/** [`${match id}|${button index}|${text}`, publish time, publication index]. */
export type PublishedPrice = [string, number, number]
/** [match id, button index, text shown, time]. */
export type DomChange = [number, number, string, number]

export function formerAccounting(
  published: PublishedPrice[],
  dom: DomChange[],
  ordered: PublishedPrice[],
  outcomes: Outcome[],
) {
  // The bench's former reading, for comparison: the first time the button shows the published text
  // at or after the publish, whichever publication put it there.
  const shownAt = new Map<string, number[]>()
  for (const [id, index, shown, t] of dom) {
    const key = `${id}|${index}|${shown}`
    shownAt.set(key, [...(shownAt.get(key) ?? []), t])
  }
  // What the exact accounting says of the changes the former one called "not seen" or slowest.
  const outcomeOf = new Map(ordered.map((p, i) => [p, outcomes[i]!]))
  const naiveMissedAs = new Map<string, number>()
  let naiveMissed = 0
  let naiveMax = 0
  let naiveMaxAs = ''
  for (const p of published) {
    const [key, t] = p
    const seen = shownAt.get(key)?.find((x) => x >= t)
    const o = outcomeOf.get(p)
    const as = o
      ? o.kind === 'lost' || o.kind === 'superseded'
        ? `${o.kind}${o.delivered ? '' : ' (never delivered)'}`
        : 'shown'
      : 'publish failed'
    if (seen === undefined) {
      naiveMissed++
      naiveMissedAs.set(as, (naiveMissedAs.get(as) ?? 0) + 1)
    } else if (seen - t > naiveMax) {
      naiveMax = seen - t
      naiveMaxAs =
        o?.kind === 'shown'
          ? `shown after ${o.latency.toFixed(1)} ms`
          : o?.kind === 'superseded'
            ? `superseded, a newer price painted after ${o.latency.toFixed(1)} ms`
            : as
    }
  }
  return { missed: naiveMissed, missedAs: naiveMissedAs, max: naiveMax, maxAs: naiveMaxAs }
}
