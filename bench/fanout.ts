// Fan-out benchmark of the embedded realtime server: N WebSocket clients on one match channel,
// loopback only. Reports deliveries/s, publish-to-receive latency (p50/p99) and server memory per
// connection. The server runs in its own process and the clients in W worker processes, so
// neither the clients' CPU nor their memory counts as the server's.
//   npx tsx bench/fanout.ts [sizes=1000,5000] [publications=100] [intervalMs=50] [workers=cores]
// intervalMs 0 publishes back to back (saturation: the server's ceiling, latency then is queueing).
import { fork, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import WebSocket from 'ws'

const CHANNEL = 'match:en:1'
const HOST = '127.0.0.1'
/** Hard stop for one run, so the bench never hangs CI or a laptop. */
const RUN_TIMEOUT_MS = 120_000
/** Connects in flight per worker: the accept path is not what is measured. */
const CONNECT_BATCH = 200
/** ~1 KiB, the size of a markets_changed with one market of three outcomes plus envelope. */
const PAYLOAD_BYTES = 1024

type ServerIn = { cmd: 'memory' } | { cmd: 'publish'; count: number; intervalMs: number }
type ServerOut =
  | { ready: number }
  | { memory: NodeJS.MemoryUsage }
  | { published: number; firstAt: number; lastAt: number; publishMs: number; cpuMs: number }
type WorkerIn = { cmd: 'connect'; port: number; count: number } | { cmd: 'report' } | { cmd: 'close' }
type WorkerOut = { connected: number } | { latencies: Float64Array; received: number; lastAt: number }

const now = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// ---- server process: Fastify + the realtime plugin, publishing in-process as the feed does ----
async function serverMain() {
  const { default: Fastify } = await import('fastify')
  const { realtimePlugin } = await import('../apps/server/src/modules/realtime/plugin.ts')
  const app = Fastify({ logger: false })
  await app.register(realtimePlugin, {
    tokenSecret: 'bench-secret-bench-secret-bench-secret',
    apiKey: 'bench-key-0123456789',
    allowAnonymousWithoutToken: true,
    // Every bench client connects from loopback: lift the per-address cap (100 in production).
    maxConnectionsPerAddress: Number.POSITIVE_INFINITY,
  })
  await app.listen({ host: HOST, port: 0 })
  const address = app.server.address()
  const send = (m: ServerOut) => process.send?.(m)
  process.on('message', async (m: ServerIn) => {
    if (m.cmd === 'memory') {
      for (let i = 0; i < 3; i++) globalThis.gc?.()
      send({ memory: process.memoryUsage() })
      return
    }
    const filler = 'x'.repeat(PAYLOAD_BYTES)
    const firstAt = now()
    const cpu = process.cpuUsage()
    let publishMs = 0
    for (let i = 0; i < m.count; i++) {
      const t = now()
      // The in-process publish is synchronous: encode once, write to every subscriber's socket.
      await app.realtime.publisher.publish(CHANNEL, { type: 'markets_changed', seq: i, sentAt: t, filler })
      publishMs += now() - t
      // A fixed schedule, not sleep-after-work: a slow publish must not lower the offered rate.
      const wait = firstAt + (i + 1) * m.intervalMs - now()
      await (wait > 0 ? sleep(wait) : new Promise((r) => setImmediate(r)))
    }
    const used = process.cpuUsage(cpu)
    const cpuMs = (used.user + used.system) / 1000
    send({ published: m.count, firstAt, lastAt: now(), publishMs, cpuMs })
  })
  send({ ready: typeof address === 'object' && address ? address.port : 0 })
}

// ---- client worker: minimal protocol-v2 JSON clients (connect, subscribe, pong) over `ws` ----
// centrifuge-js's full parse of every push would make the clients, not the server, the bottleneck;
// only the timestamp is read here. The protocol itself is covered by apps/server/test/realtime.
async function workerMain() {
  const sockets: WebSocket[] = []
  let latencies = new Float64Array(1 << 16)
  let received = 0
  let lastAt = 0
  const record = (t: number, sentAt: number) => {
    if (received === latencies.length) {
      const bigger = new Float64Array(latencies.length * 2)
      bigger.set(latencies)
      latencies = bigger
    }
    latencies[received++] = t - sentAt
    lastAt = t
  }
  const open = (port: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`ws://${HOST}:${port}/connection/websocket`, { perMessageDeflate: false })
      ws.on('open', () => ws.send(`{"id":1,"connect":{}}\n{"id":2,"subscribe":{"channel":"${CHANNEL}"}}`))
      ws.on('error', reject)
      ws.on('message', (raw: Buffer) => {
        const t = now()
        // Pushes carry "sentAt":<ms>; replies and pings do not.
        const at = raw.indexOf('"sentAt":')
        if (at >= 0) {
          const end = raw.indexOf(44 /* , */, at)
          return record(t, Number(raw.toString('latin1', at + 9, end)))
        }
        const text = raw.toString()
        if (text === '{}') return ws.send('{}')
        if (text.includes('"id":2')) resolve()
      })
      sockets.push(ws)
    })
  process.on('message', async (m: WorkerIn) => {
    if (m.cmd === 'connect') {
      for (let i = 0; i < m.count; i += CONNECT_BATCH) {
        const batch = []
        for (let j = i; j < Math.min(m.count, i + CONNECT_BATCH); j++) batch.push(open(m.port))
        await Promise.all(batch)
      }
      process.send?.({ connected: m.count } satisfies WorkerOut)
    } else if (m.cmd === 'report') {
      process.send?.({ latencies: latencies.slice(0, received), received, lastAt } satisfies WorkerOut)
    } else {
      for (const ws of sockets) ws.terminate()
      process.exit(0)
    }
  })
}

// ---- orchestration ----
/** Sends `msg` (if any) and resolves with the first message that has `key`. */
function ask<T extends object>(child: ChildProcess, msg: object | null, key: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: object) => {
      if (!(key in m)) return
      child.off('message', on)
      resolve(m as T)
    }
    child.on('message', on)
    if (msg) child.send(msg)
  })
}

const spawn = (role: 'server' | 'worker') =>
  fork(fileURLToPath(import.meta.url), [role], {
    execArgv: ['--import', 'tsx', '--expose-gc', '--max-old-space-size=2048'],
    serialization: 'advanced',
  })

const quantile = (sorted: Float64Array, q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN

async function run(size: number, publications: number, intervalMs: number, workers: number) {
  const server = spawn('server')
  const clients = Array.from({ length: workers }, () => spawn('worker'))
  const kill = setTimeout(() => {
    console.error(`run with ${size} clients timed out`)
    for (const c of [server, ...clients]) c.kill('SIGKILL')
    process.exit(1)
  }, RUN_TIMEOUT_MS)
  const { ready: port } = await ask<{ ready: number }>(server, null, 'ready')
  const memBefore = (await ask<{ memory: NodeJS.MemoryUsage }>(server, { cmd: 'memory' }, 'memory')).memory

  const t0 = now()
  await Promise.all(
    clients.map((w, i) => {
      const count = Math.floor(size / workers) + (i < size % workers ? 1 : 0)
      return ask(w, { cmd: 'connect', port, count }, 'connected')
    }),
  )
  const connectMs = now() - t0
  const memAfter = (await ask<{ memory: NodeJS.MemoryUsage }>(server, { cmd: 'memory' }, 'memory')).memory

  const pub = await ask<Extract<ServerOut, { published: number }>>(
    server,
    { cmd: 'publish', count: publications, intervalMs },
    'published',
  )
  const expected = size * publications
  type Report = Extract<WorkerOut, { received: number }>
  let reports: Report[] = []
  for (const deadline = now() + 30_000; now() < deadline; await sleep(200)) {
    reports = await Promise.all(clients.map((w) => ask<Report>(w, { cmd: 'report' }, 'latencies')))
    if (reports.reduce((n, r) => n + r.received, 0) >= expected) break
  }
  const all = reports.map((r) => r.latencies)
  const merged = new Float64Array(all.reduce((n, a) => n + a.length, 0))
  let off = 0
  for (const a of all) {
    merged.set(a, off)
    off += a.length
  }
  merged.sort()
  const lastAt = Math.max(...reports.map((r) => r.lastAt))
  const elapsedS = (lastAt - pub.firstAt) / 1000
  for (const w of clients) w.send({ cmd: 'close' })
  clearTimeout(kill)
  server.kill()
  const perConn = (k: 'rss' | 'heapUsed') => Math.round((memAfter[k] - memBefore[k]) / size)
  return {
    clients: size,
    workers,
    rate_per_s: intervalMs > 0 ? Math.round(1000 / intervalMs) : 'max',
    connect_s: +(connectMs / 1000).toFixed(2),
    delivered: `${merged.length}/${expected}`,
    deliveries_per_s: Math.round(merged.length / elapsedS),
    p50_ms: +quantile(merged, 0.5).toFixed(2),
    p99_ms: +quantile(merged, 0.99).toFixed(2),
    max_ms: +quantile(merged, 1).toFixed(2),
    // CPU time, not wall time: on a shared machine the wall clock also counts other processes.
    server_cpu_us_per_delivery: +((pub.cpuMs * 1000) / expected).toFixed(2),
    server_publish_ms_p: +(pub.publishMs / publications).toFixed(2),
    rss_per_conn_bytes: perConn('rss'),
    heap_per_conn_bytes: perConn('heapUsed'),
  }
}

async function main() {
  const sizes = (process.argv[2] ?? '1000,5000').split(',').map(Number)
  const publications = Number(process.argv[3] ?? 100)
  const intervalMs = Number(process.argv[4] ?? 50)
  const workers = Number(process.argv[5] ?? os.availableParallelism())
  const rows = []
  for (const size of sizes) rows.push(await run(size, publications, intervalMs, workers))
  console.log(
    `fanout on ${CHANNEL}: ${publications} publications of ~${PAYLOAD_BYTES} B, ` +
      `${intervalMs > 0 ? `one every ${intervalMs} ms` : 'back to back'}, loopback, ${workers} client workers`,
  )
  console.table(rows)
  process.exit(0)
}

const role = process.argv[2]
if (role === 'server') void serverMain()
else if (role === 'worker') void workerMain()
else void main()
