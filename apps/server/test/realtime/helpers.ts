// Test harness: a Fastify app with only the realtime plugin on a loopback port, real centrifuge
// clients against it, and small promise helpers with explicit timeouts instead of sleeps.
import Fastify, { type FastifyInstance } from 'fastify'
import { Centrifuge, type Options } from 'centrifuge'
import WebSocket from 'ws'
import { realtimePlugin, type RealtimePluginOptions } from '../../src/modules/realtime/plugin.ts'

export const SECRET = 'test-secret-test-secret-test-secret!'
export const API_KEY = 'test-api-key'
export const TEST_USER_HEADER = 'x-test-user'

export interface TestServer {
  app: FastifyInstance
  port: number
  wsUrl: string
  httpUrl: string
  close(): Promise<void>
}

/** Short timings so ping, expiry and stale cases run in a second or two. */
export async function startServer(opts: Partial<RealtimePluginOptions> = {}, port = 0): Promise<TestServer> {
  const app = Fastify({ logger: false })
  await app.register(realtimePlugin, {
    tokenSecret: SECRET,
    apiKey: API_KEY,
    pingIntervalMs: 1_000,
    pongTimeoutMs: 500,
    staleCloseMs: 1_000,
    expiryGraceMs: 1_200,
    closeTimeoutMs: 1_000,
    // Stand-in player resolver until accounts exist: the test names the user in a header.
    getUserId: (req) => {
      const h = req.headers[TEST_USER_HEADER]
      return typeof h === 'string' && h !== '' ? h : null
    },
    ...opts,
  })
  await app.listen({ host: '127.0.0.1', port })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return {
    app,
    port: address.port,
    wsUrl: `ws://127.0.0.1:${address.port}/connection/websocket`,
    httpUrl: `http://127.0.0.1:${address.port}`,
    close: () => app.close(),
  }
}

const clients: Centrifuge[] = []

export function client(server: { wsUrl: string }, opts: Partial<Options> = {}): Centrifuge {
  const c = new Centrifuge(server.wsUrl, {
    websocket: WebSocket,
    minReconnectDelay: 50,
    maxReconnectDelay: 200,
    timeout: 2_000,
    ...opts,
  })
  clients.push(c)
  return c
}

export function disconnectAll() {
  for (const c of clients.splice(0)) c.disconnect()
}

interface Emitter {
  on(event: string, listener: (ctx: never) => void): unknown
  off?(event: string, listener: (ctx: never) => void): unknown
  removeListener?(event: string, listener: (ctx: never) => void): unknown
}

/** Resolves with the next `event` whose context passes `test`; rejects after `ms`. */
export function next<T = Record<string, unknown>>(
  emitter: Emitter,
  event: string,
  test: (ctx: T) => boolean = () => true,
  ms = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off()
      reject(new Error(`timed out waiting for ${event}`))
    }, ms)
    const listener = (ctx: T) => {
      if (!test(ctx)) return
      clearTimeout(timer)
      off()
      resolve(ctx)
    }
    const off = () =>
      (emitter.off ?? emitter.removeListener)?.call(emitter, event, listener as (ctx: never) => void)
    emitter.on(event, listener as (ctx: never) => void)
  })
}

/** Records every context of `event` in order. */
export function record<T = Record<string, unknown>>(emitter: Emitter, event: string): T[] {
  const seen: T[] = []
  emitter.on(event, ((ctx: T) => seen.push(ctx)) as (ctx: never) => void)
  return seen
}

export async function until(check: () => boolean, ms = 5_000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

export async function apiPost(server: TestServer, method: string, body: unknown, key = API_KEY) {
  const res = await fetch(`${server.httpUrl}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** A raw protocol client for cases the real client never produces (no pong, bad frames, slow reads). */
export function rawSocket(server: { wsUrl: string }): Promise<WebSocket> {
  const ws = new WebSocket(server.wsUrl)
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
}

export function closed(ws: WebSocket, ms = 5_000): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket did not close')), ms)
    ws.once('close', (code, reason) => {
      clearTimeout(timer)
      resolve({ code, reason: reason.toString() })
    })
  })
}

export function frames(ws: WebSocket): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = []
  ws.on('message', (data) => {
    for (const line of data.toString().split('\n')) seen.push(JSON.parse(line) as Record<string, unknown>)
  })
  return seen
}
