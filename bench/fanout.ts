// Fan-out benchmark of the embedded realtime server: N real centrifuge clients on one match
// channel, loopback only. Reports deliveries/s, publish-to-receive latency (p50/p99) and server
// memory per connection. The server runs in a child process so client memory does not count.
//   npx tsx bench/fanout.ts [sizes=1000,5000] [publications=50] [intervalMs=50]
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { Centrifuge } from 'centrifuge'
import WebSocket from 'ws'

const CHANNEL = 'match:en:1'
const HOST = '127.0.0.1'
/** Hard stop for one run, so the bench never hangs CI or a laptop. */
const RUN_TIMEOUT_MS = 90_000
const CONNECT_BATCH = 250

type ToServer =
  { cmd: 'memory' } | { cmd: 'publish'; count: number; intervalMs: number; payloadBytes: number }
type FromServer = { ready: number } | { memory: NodeJS.MemoryUsage } | { published: number }

const now = () => performance.timeOrigin + performance.now()

async function serverMain() {
  const { default: Fastify } = await import('fastify')
  const { realtimePlugin } = await import('../apps/server/src/realtime/plugin.ts')
  const app = Fastify({ logger: false })
  await app.register(realtimePlugin, {
    tokenSecret: 'bench-secret-bench-secret-bench-secret',
    apiKey: 'bench',
    allowAnonymousWithoutToken: true,
  })
  await app.listen({ host: HOST, port: 0 })
  const address = app.server.address()
  const send = (m: FromServer) => process.send?.(m)
  process.on('message', async (m: ToServer) => {
    if (m.cmd === 'memory') {
      globalThis.gc?.()
      send({ memory: process.memoryUsage() })
      return
    }
    const filler = 'x'.repeat(m.payloadBytes)
    for (let i = 0; i < m.count; i++) {
      await app.realtime.publisher.publish(CHANNEL, {
        type: 'markets_changed',
        seq: i,
        sentAt: now(),
        filler,
      })
      await new Promise((r) => setTimeout(r, m.intervalMs))
    }
    send({ published: m.count })
  })
  send({ ready: typeof address === 'object' && address ? address.port : 0 })
}

function request<T extends FromServer>(
  child: ChildProcess,
  msg: ToServer | null,
  pick: (m: FromServer) => T | undefined,
) {
  return new Promise<T>((resolve) => {
    const on = (m: FromServer) => {
      const v = pick(m)
      if (v === undefined) return
      child.off('message', on)
      resolve(v)
    }
    child.on('message', on)
    if (msg) child.send(msg)
  })
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN

async function run(size: number, publications: number, intervalMs: number) {
  const child = fork(fileURLToPath(import.meta.url), ['server'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
  })
  const kill = setTimeout(() => {
    console.error(`run with ${size} clients timed out`)
    child.kill()
    process.exit(1)
  }, RUN_TIMEOUT_MS)
  const { ready: port } = await request(child, null, (m) => ('ready' in m ? m : undefined))
  const memBefore = (await request(child, { cmd: 'memory' }, (m) => ('memory' in m ? m : undefined))).memory

  const latencies: number[] = []
  let lastReceive = 0
  const clients: Centrifuge[] = []
  const t0 = now()
  for (let i = 0; i < size; i += CONNECT_BATCH) {
    const batch: Promise<unknown>[] = []
    for (let j = i; j < Math.min(size, i + CONNECT_BATCH); j++) {
      const c = new Centrifuge(`ws://${HOST}:${port}/connection/websocket`, {
        websocket: WebSocket,
        timeout: 20_000,
      })
      const sub = c.newSubscription(CHANNEL)
      sub.on('publication', (ctx) => {
        const t = now()
        latencies.push(t - (ctx.data as { sentAt: number }).sentAt)
        lastReceive = t
      })
      batch.push(new Promise((resolve) => sub.once('subscribed', resolve)))
      c.connect()
      sub.subscribe()
      clients.push(c)
    }
    await Promise.all(batch)
  }
  const connectMs = now() - t0
  const memAfter = (await request(child, { cmd: 'memory' }, (m) => ('memory' in m ? m : undefined))).memory

  const start = now()
  await request(child, { cmd: 'publish', count: publications, intervalMs, payloadBytes: 1024 }, (m) =>
    'published' in m ? m : undefined,
  )
  const expected = size * publications
  while (latencies.length < expected && now() - start < 30_000) await new Promise((r) => setTimeout(r, 20))
  const elapsed = (lastReceive - start) / 1000
  const sorted = [...latencies].sort((a, b) => a - b)
  for (const c of clients) c.disconnect()
  clearTimeout(kill)
  child.kill()
  const perConn = (k: 'rss' | 'heapUsed') => Math.round((memAfter[k] - memBefore[k]) / size)
  return {
    clients: size,
    connect_s: +(connectMs / 1000).toFixed(2),
    deliveries: `${latencies.length}/${expected}`,
    deliveries_per_s: Math.round(latencies.length / elapsed),
    p50_ms: +quantile(sorted, 0.5).toFixed(1),
    p99_ms: +quantile(sorted, 0.99).toFixed(1),
    rss_per_conn_bytes: perConn('rss'),
    heap_per_conn_bytes: perConn('heapUsed'),
  }
}

async function main() {
  const sizes = (process.argv[2] ?? '1000,5000').split(',').map(Number)
  const publications = Number(process.argv[3] ?? 50)
  const intervalMs = Number(process.argv[4] ?? 50)
  const rows = []
  for (const size of sizes) rows.push(await run(size, publications, intervalMs))
  console.log(`fanout on ${CHANNEL}: ${publications} publications of ~1 KiB every ${intervalMs} ms, loopback`)
  console.table(rows)
  process.exit(0)
}

if (process.argv[2] === 'server') void serverMain()
else void main()
