import http from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { allowOwnServer, takeRefusedRequests } from './network-guard.ts'

let server: http.Server | undefined
afterEach(() => server?.close())

describe('network guard (no unit test reaches a server)', () => {
  it('refuses fetch, WebSocket, EventSource, XMLHttpRequest and sendBeacon, naming each request', async () => {
    await expect(fetch('/api/sportsbook/matches')).rejects.toThrow(/real network request: fetch GET \/api/)
    await expect(fetch('http://127.0.0.1:3000/x', { method: 'POST' })).rejects.toThrow(/POST/)
    expect(() => new WebSocket('ws://localhost:3000/connection/websocket')).toThrow(/WebSocket/)
    expect(() => new EventSource('/events')).toThrow(/EventSource/)
    expect(() => new XMLHttpRequest().open('GET', '/x')).toThrow(/XMLHttpRequest GET/)
    expect(() => navigator.sendBeacon('/beacon')).toThrow(/sendBeacon/)
    // The setup file fails the test with these; taken here, so this test passes.
    expect(takeRefusedRequests()).toHaveLength(6)
  })

  it('lets a test fetch from a loopback server it started itself, and nothing else on that host', async () => {
    server = http.createServer((_req, res) => {
      res.setHeader('access-control-allow-origin', '*') // happy-dom's fetch applies CORS
      res.end('ok')
    })
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r))
    allowOwnServer(server)
    const { port } = server.address() as { port: number }
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok')
    await expect(fetch(`http://127.0.0.1:${port + 1}/`)).rejects.toThrow(/real network request/)
    expect(takeRefusedRequests()).toHaveLength(1)
  })
})
