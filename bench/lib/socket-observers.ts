// Observers beside the page in browser-live.ts: Node clients (the real `centrifuge` client over `ws`)
// subscribed to the page's channel, one straight to the API's hub and one through the web server's
// /connection/websocket proxy, each stamping when a markets_changed frame arrives (before the client
// handles it, as page-probes.ts does in the page), keyed by the publication's stream offset. They run
// in a child process of their own, so the bench's publishing loop and Playwright do not delay them.
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { Centrifuge } from 'centrifuge'
import WebSocket from 'ws'

export interface ObserverTarget {
  name: string
  /** ws://…/connection/websocket */
  url: string
}

interface Config {
  targets: ObserverTarget[]
  channel: string
  /** POST answers `{ token }`, as the page's getToken does. */
  tokenUrl: string
}

type ToChild = { cmd: 'report' } | { cmd: 'clock' }
type FromChild =
  { ready: true } | { error: string } | { clock: number } | { arrivals: Record<string, [number, number][]> }

const SELF = fileURLToPath(import.meta.url)
const READY_TIMEOUT_MS = 30_000
/** Round trips for the clock check; the shortest bounds the error best. */
const CLOCK_SAMPLES = 9
const now = () => performance.timeOrigin + performance.now()

export interface Observers {
  /** Per target name: publication offset → first arrival (ms since the epoch). */
  arrivals(): Promise<Map<string, Map<number, number>>>
  /** The child's clock minus the caller's, from the shortest of a few round trips (and that round trip). */
  clockOffset(): Promise<{ offsetMs: number; rttMs: number }>
  stop(): void
  /** The observer process, for its CPU. */
  pid: number | undefined
  channel: string
}

/** Forks the observer process and resolves once every target is subscribed to `channel`. */
export async function startObservers(config: Config): Promise<Observers> {
  const child = fork(SELF, ['observe', JSON.stringify(config)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ask = <K extends string>(msg: ToChild | null, key: K, ms = READY_TIMEOUT_MS) =>
    new Promise<Extract<FromChild, Record<K, unknown>>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`socket observers: no ${key} within ${ms} ms`)), ms)
      const on = (m: FromChild) => {
        if ('error' in m) reject(new Error(`socket observers: ${m.error}`))
        else if (!(key in m)) return
        else resolve(m as Extract<FromChild, Record<K, unknown>>)
        clearTimeout(timer)
        child.off('message', on)
      }
      child.on('message', on)
      if (msg) child.send(msg)
    })
  try {
    await ask(null, 'ready')
  } catch (err) {
    child.kill()
    throw err
  }
  return {
    async arrivals() {
      const { arrivals } = await ask({ cmd: 'report' }, 'arrivals')
      const out = new Map<string, Map<number, number>>()
      for (const [name, list] of Object.entries(arrivals)) {
        const first = new Map<number, number>()
        for (const [offset, t] of list) if (!first.has(offset)) first.set(offset, t)
        out.set(name, first)
      }
      return out
    },
    async clockOffset() {
      let best = { offsetMs: NaN, rttMs: Infinity }
      for (let i = 0; i < CLOCK_SAMPLES; i++) {
        const sent = now()
        const { clock } = await ask({ cmd: 'clock' }, 'clock')
        const back = now()
        if (back - sent < best.rttMs) best = { offsetMs: clock - (sent + back) / 2, rttMs: back - sent }
      }
      return best
    },
    stop: () => void child.kill(),
    pid: child.pid,
    channel: config.channel,
  }
}

// ---- the observer process ----
async function observe(config: Config) {
  const arrivals: Record<string, [number, number][]> = {}
  const subscribe = (target: ObserverTarget) => {
    const list: [number, number][] = (arrivals[target.name] = [])
    // Stamps each frame before centrifuge's own handler (registered after this one) parses it.
    class Probe extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols)
        this.on('message', (raw: Buffer) => {
          const t = now()
          const text = raw.toString()
          if (!text.includes('"markets_changed"')) return
          for (const m of text.matchAll(/"offset":(\d+)/g)) list.push([Number(m[1]), t])
        })
      }
    }
    const client = new Centrifuge(target.url, {
      websocket: Probe,
      getToken: async () => {
        const res = await fetch(config.tokenUrl, { method: 'POST' })
        return ((await res.json()) as { token: string }).token
      },
    })
    const sub = client.newSubscription(config.channel)
    sub.subscribe()
    client.connect()
    return sub.ready(READY_TIMEOUT_MS)
  }
  try {
    await Promise.all(config.targets.map(subscribe))
  } catch (err) {
    process.send?.({
      error: String(err instanceof Error ? err.message : JSON.stringify(err)),
    } satisfies FromChild)
    return
  }
  process.on('message', (m: ToChild) => {
    if (m.cmd === 'clock') process.send?.({ clock: now() } satisfies FromChild)
    else process.send?.({ arrivals } satisfies FromChild)
  })
  process.on('disconnect', () => process.exit(0))
  process.send?.({ ready: true } satisfies FromChild)
}

if (process.argv[1] === SELF && process.argv[2] === 'observe')
  void observe(JSON.parse(process.argv[3]!) as Config)
