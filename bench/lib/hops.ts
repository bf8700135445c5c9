// Splits each publication's way to the page into hops from the stamps taken along it (browser-live.ts
// with socket-observers.ts): when the bench sent it, when the API answered the publish, when a client
// straight on the hub got it, when a client through the web server's proxy got it, when the page's
// socket got it. All are ms since the epoch on one machine (each process's performance.timeOrigin).

export interface PathStamps {
  sent: number
  answered?: number
  /** The client connected straight to the API's hub. */
  hub?: number
  /** The client connected through the web server's /connection/websocket proxy. */
  proxy?: number
  /** The page's WebSocket, before the app's handler. */
  frame?: number
}

type Stage = keyof PathStamps

/** Each hop: its name in the table and the two stamps it lies between. */
export const HOPS: readonly (readonly [string, Stage, Stage])[] = [
  ['publish sent → HTTP answered', 'sent', 'answered'],
  ['publish sent → hub-direct client', 'sent', 'hub'],
  ['hub-direct → via-proxy client (web proxy)', 'hub', 'proxy'],
  ['via-proxy client → page frame (browser)', 'proxy', 'frame'],
  ['publish sent → page frame (to_socket)', 'sent', 'frame'],
]

const pct = (sorted: number[], p: number) =>
  +(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN).toFixed(1)

/** p50/p99/max (and min: a negative one is clock skew between processes) of every hop, over the publications seen at both ends. */
export function hopTable(stamps: PathStamps[]) {
  return HOPS.map(([hop, from, to]) => {
    const xs = stamps.flatMap((s) => (s[from] === undefined || s[to] === undefined ? [] : [s[to] - s[from]]))
    xs.sort((a, b) => a - b)
    return {
      hop,
      n: xs.length,
      min_ms: pct(xs, 0),
      p50_ms: pct(xs, 0.5),
      p99_ms: pct(xs, 0.99),
      max_ms: pct(xs, 1),
    }
  })
}
