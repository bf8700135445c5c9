import { describe, expect, it } from 'vitest'
import { hopTable } from './hops.ts'

describe('hop table', () => {
  it('measures each hop over the publications seen at both of its ends', () => {
    const rows = hopTable([
      { sent: 0, answered: 2, hub: 1, proxy: 3, frame: 10 },
      { sent: 100, answered: 104, hub: 105, frame: 150 }, // the proxied client missed it
      { sent: 200, answered: 201 }, // never reached a socket
    ])
    const by = Object.fromEntries(rows.map((r) => [r.hop, r]))
    expect(by['publish sent → HTTP answered']).toMatchObject({ n: 3, p50_ms: 2, max_ms: 4 })
    expect(by['publish sent → hub-direct client']).toMatchObject({ n: 2, min_ms: 1, max_ms: 5 })
    expect(by['hub-direct → via-proxy client (web proxy)']).toMatchObject({ n: 1, p50_ms: 2 })
    expect(by['via-proxy client → page frame (browser)']).toMatchObject({ n: 1, p99_ms: 7 })
    expect(by['publish sent → page frame (to_socket)']).toMatchObject({ n: 2, p50_ms: 50, max_ms: 50 })
  })

  it('reports a hop nobody saw as NaN rather than zero', () => {
    const [first] = hopTable([{ sent: 0 }])
    expect(first).toMatchObject({ n: 0 })
    expect(first!.p50_ms).toBeNaN()
  })
})
