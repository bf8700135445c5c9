// How bench/browser-live.ts accounts for each published price change: shown (and when), superseded
// (the page got it but a newer price of the same button was painted first), or lost.
//
// A button's text alone does not tell which publication it shows: a random walk comes back to the
// same price, so "the first time the button shows this text after the publish" credits an
// unpainted change with a later publication's paint (seconds later) and calls a change whose text
// never came back "not seen" although the page moved on to a newer price. Here each paint is
// matched to the newest publication of that button with that text the page had received by then.

export interface PublishedChange {
  /** `${matchId}|${buttonIndex}` */
  button: string
  text: string
  /** Publish time (epoch ms, same clock as the page). */
  at: number
  /** When the frame carrying it reached the page; undefined if it never did. */
  arrived: number | undefined
}

export interface Paint {
  button: string
  text: string
  at: number
}

export type Outcome =
  | { kind: 'shown'; latency: number }
  /** Never painted itself; a newer price of the button was. `delivered`: its frame reached the page. */
  | { kind: 'superseded'; delivered: boolean; latency: number }
  /** Neither it nor any newer price of the button was ever painted. */
  | { kind: 'lost'; delivered: boolean }

/** One outcome per change, in the order given. Changes of one button must be in publish order. */
export function account(changes: readonly PublishedChange[], paints: readonly Paint[]): Outcome[] {
  const byButton = new Map<string, number[]>()
  changes.forEach((c, i) => {
    const list = byButton.get(c.button)
    if (list) list.push(i)
    else byButton.set(c.button, [i])
  })
  const paintsBy = new Map<string, Paint[]>()
  for (const p of paints) {
    const list = paintsBy.get(p.button)
    if (list) list.push(p)
    else paintsBy.set(p.button, [p])
  }
  const out: Outcome[] = new Array(changes.length)
  for (const [button, idx] of byButton) {
    const own = (paintsBy.get(button) ?? []).slice().sort((a, b) => a.at - b.at)
    // Which of this button's changes (position in idx) each paint shows; -1: none (e.g. the REST price).
    const matched = own.map((p) => {
      for (let k = idx.length - 1; k >= 0; k--) {
        const c = changes[idx[k]!]!
        if (c.text !== p.text) continue
        // The page can only show what it has: a frame that arrived, else (a REST reload) a published price.
        if ((c.arrived ?? c.at) <= p.at) return k
      }
      return -1
    })
    idx.forEach((ci, k) => {
      const c = changes[ci]!
      let exact: number | undefined
      let newer: number | undefined
      own.forEach((p, j) => {
        if (p.at < c.at) return
        if (matched[j] === k && exact === undefined) exact = p.at
        else if (matched[j]! > k && newer === undefined) newer = p.at
      })
      const delivered = c.arrived !== undefined
      if (exact !== undefined) out[ci] = { kind: 'shown', latency: exact - c.at }
      else if (newer !== undefined) out[ci] = { kind: 'superseded', delivered, latency: newer - c.at }
      else out[ci] = { kind: 'lost', delivered }
    })
  }
  return out
}
