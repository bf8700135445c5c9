// HTTP read-path benchmark against a running stack (`npm start`, demo feed running: the real
// condition). Closed loop: C connections each send the next request when the previous one answered,
// for S seconds after 2 s of warm-up, over keep-alive on loopback only. Reports requests/s and
// p50/p99/max latency per target, non-2xx answers and the bytes of one answer.
//   npx tsx bench/http.ts [webUrl=http://127.0.0.1:3000] [apiUrl=http://127.0.0.1:4000] [seconds=10]
import http from 'node:http'

const [webArg = 'http://127.0.0.1:3000', apiArg = 'http://127.0.0.1:4000', secondsArg = '10'] =
  process.argv.slice(2)
const SECONDS = Number(secondsArg)
const WARMUP_MS = 2_000
/** Hard stop per target, so a stuck server never hangs the bench. */
const TARGET_TIMEOUT_MS = (SECONDS + 30) * 1000

for (const u of [webArg, apiArg]) {
  const host = new URL(u).hostname
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error(`loopback only, not ${host}`)
}

interface Target {
  name: string
  url: string
  connections: number
  headers?: Record<string, string>
}

function request(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      let bytes = 0
      res.on('data', (c: Buffer) => (bytes += c.length))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
  })
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN

async function run(t: Target) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: t.connections })
  const url = new URL(t.url)
  const headers = { accept: t.headers?.accept ?? '*/*', ...t.headers }
  const started = Date.now()
  const measureFrom = started + WARMUP_MS
  const until = measureFrom + SECONDS * 1000
  const latencies: number[] = []
  let errors = 0
  let non2xx = 0
  let bytes = 0
  const worker = async () => {
    while (Date.now() < until && Date.now() - started < TARGET_TIMEOUT_MS) {
      const t0 = performance.now()
      try {
        const res = await request(agent, url, headers)
        const ms = performance.now() - t0
        if (Date.now() >= measureFrom) {
          latencies.push(ms)
          if (res.status >= 300) non2xx++
          bytes = res.bytes
        }
      } catch {
        errors++
      }
    }
  }
  await Promise.all(Array.from({ length: t.connections }, worker))
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    target: t.name,
    connections: t.connections,
    'req/s': Math.round(latencies.length / SECONDS),
    'p50 ms': +pct(latencies, 50).toFixed(1),
    'p99 ms': +pct(latencies, 99).toFixed(1),
    'max ms': +(latencies.at(-1) ?? NaN).toFixed(1),
    'non-2xx': non2xx,
    errors,
    'bytes/answer': bytes,
  }
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  return (await res.json()) as T
}

const api = `${apiArg.replace(/\/$/, '')}/api/sportsbook`
const web = webArg.replace(/\/$/, '')
const live = await json<{ data: { slug: string; sport: { key: string } }[] }>(
  `${api}/matches?match_status=1&limit=1`,
)
const first = live.data[0] ?? (await json<typeof live>(`${api}/matches?limit=1`)).data[0]
if (!first) throw new Error('no match in the catalog: is the demo feed running?')
const br = { 'accept-encoding': 'br, gzip' }

const targets: Target[] = [
  { name: 'API GET /matches?limit=20', url: `${api}/matches?limit=20`, connections: 32 },
  { name: 'API GET /sports', url: `${api}/sports`, connections: 16 },
  { name: `API GET /matches/:id`, url: `${api}/matches/${first.slug.split('-').at(-1)}`, connections: 16 },
  {
    name: 'web proxy /api/…/matches?limit=20 (br)',
    url: `${web}/api/sportsbook/matches?limit=20`,
    connections: 32,
    headers: br,
  },
  {
    name: 'SSR /sports (br)',
    url: `${web}/sports`,
    connections: 16,
    headers: { ...br, accept: 'text/html' },
  },
  {
    name: 'SSR /sports/live (br)',
    url: `${web}/sports/live`,
    connections: 16,
    headers: { ...br, accept: 'text/html' },
  },
  {
    name: 'SSR match page (br)',
    url: `${web}/sports/${first.sport.key}/${first.slug}`,
    connections: 16,
    headers: { ...br, accept: 'text/html' },
  },
]
const only = process.env.BENCH_ONLY
const rows = []
for (const t of targets) {
  if (only && !t.name.includes(only)) continue
  rows.push(await run(t))
  console.log(JSON.stringify(rows.at(-1)))
}
console.table(rows)
