// browser-live.ts's hop-by-hop report: the observers beside the page (socket-observers.ts), the
// split of each publication's way (hops.ts), and what each process did meanwhile: CPU seconds of the
// API, the web server, Chromium, the bench and the observers, and the API's event-loop delay and GC
// (its own /metrics, prom-client's defaults), so a hop's time can be told from a busy process.
import { readdirSync, readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { hopTable } from './hops.ts'
import { startObservers, type Observers } from './socket-observers.ts'

const now = () => performance.timeOrigin + performance.now()
/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100

/** BENCH_CPU_PROF=<dir>: node's arguments for a CPU profile of the API process, written when it stops. */
export const apiProfile = () =>
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []

/** The two observers (straight to the hub, through the web proxy); none with BENCH_OBSERVERS=0. */
export function startHopObservers(
  hub: string,
  web: string,
  api: string,
  channel: string,
): Promise<Observers | undefined> {
  if (process.env.BENCH_OBSERVERS === '0') return Promise.resolve(undefined)
  const ws = (origin: string) => `${origin.replace(/^http/, 'ws')}/connection/websocket`
  return startObservers({
    targets: [
      { name: 'hub', url: ws(hub) },
      { name: 'proxy', url: ws(web) },
    ],
    channel,
    tokenUrl: `${api}/api/sportsbook/websocket/token`,
  })
}

/** CPU seconds (user + system) of a process and every descendant alive now; 0 for a gone one. */
function treeCpuSeconds(root: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The command name (field 2) may hold spaces; the fields after its ")" are fixed.
      const text = readFileSync(`/proc/${name}/stat`, 'utf8')
      const f = text.slice(text.lastIndexOf(')') + 2).split(' ')
      stats.set(Number(name), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) })
    } catch {
      // exited meanwhile
    }
  }
  let ticks = 0
  const todo = [root]
  for (let pid = todo.pop(); pid !== undefined; pid = todo.pop()) {
    ticks += stats.get(pid)?.ticks ?? 0
    for (const [child, s] of stats) if (s.ppid === pid) todo.push(child)
  }
  return ticks / TICKS_PER_S
}

/** A server process's event-loop delay and GC from its /metrics (prom-client resets the delay histogram at each scrape). */
async function loopOf(server: string) {
  const text = await (await fetch(`${server}/metrics`)).text()
  const value = (name: string) =>
    [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'))].reduce(
      (n, m) => n + Number(m[1]),
      0,
    )
  return {
    lagP50: value('nodejs_eventloop_lag_p50_seconds') * 1000,
    lagP99: value('nodejs_eventloop_lag_p99_seconds') * 1000,
    lagMax: value('nodejs_eventloop_lag_max_seconds') * 1000,
    gcS: value('nodejs_gc_duration_seconds_sum'),
    gcCount: value('nodejs_gc_duration_seconds_count'),
  }
}

/** CPU seconds the whole machine was busy (all cores; /proc/stat, idle and iowait excluded). */
function machineBusySeconds(): number {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
  const total = f.slice(0, 8).reduce((a, b) => a + b, 0)
  return (total - f[3]! - f[4]!) / TICKS_PER_S
}

/**
 * What the processes did during a run: CPU per process (Chromium is the rest of the bench's process
 * tree), the machine's, and the API's event loop. Returns the function that ends the watch and says it.
 */
export async function watchProcesses(
  metricsOf: Record<string, string>,
  pids: Record<string, number | undefined>,
) {
  const cpu = () => {
    const own = process.cpuUsage()
    const per: Record<string, number> = { bench: (own.user + own.system) / 1e6 }
    for (const [name, pid] of Object.entries(pids)) if (pid !== undefined) per[name] = treeCpuSeconds(pid)
    const named = Object.values(per).reduce((a, b) => a + b, 0)
    per.chromium = treeCpuSeconds(process.pid) - named
    per.machine = machineBusySeconds()
    return per
  }
  // One process serves both when the hub is not on its own.
  const servers = Object.entries(metricsOf).filter(
    ([, url], i, all) => all.findIndex(([, u]) => u === url) === i,
  )
  const loops = () => Promise.all(servers.map(([, url]) => loopOf(url)))
  const before = { at: now(), cpu: cpu(), loops: await loops() }
  return async () => {
    const seconds = (now() - before.at) / 1000
    const after = { cpu: cpu(), loops: await loops() }
    const share = (s: number) => `${Math.round((s / seconds) * 100)} %`
    const usage = Object.entries(after.cpu).map(([name, s]) => `${name} ${share(s - before.cpu[name]!)}`)
    const loopText = servers.map(([name], i) => {
      const [b, a] = [before.loops[i]!, after.loops[i]!]
      return (
        `${name} event-loop delay p50 ${a.lagP50.toFixed(1)} / p99 ${a.lagP99.toFixed(1)} / max ${a.lagMax.toFixed(1)} ms, ` +
        `GC ${((a.gcS - b.gcS) * 1000).toFixed(0)} ms in ${a.gcCount - b.gcCount} pauses`
      )
    })
    return `CPU during the run (of one core, ${seconds.toFixed(1)} s, 2 cores = 200 %): ${usage.join(', ')}; ${loopText.join('; ')}`
  }
}

export interface PublicationTimes {
  /** When the bench sent each publication, in send order. */
  sent: number[]
  /** The stream offset the API gave each (undefined: failed). */
  offsets: (number | undefined)[]
  answeredAt: (number | undefined)[]
  /** When the page's socket got it. */
  frameAt: (number | undefined)[]
}

/**
 * Publish → frame split into hops by the observers' stamps, with the observers' and the page's clock
 * against the bench's (a hop between two processes is only as exact as that).
 */
export async function printHops(observers: Observers, page: Page, t: PublicationTimes) {
  const seen = await observers.arrivals()
  const at = (name: string, i: number) =>
    t.offsets[i] === undefined ? undefined : seen.get(name)?.get(t.offsets[i]!)
  const stamps = t.sent.map((sent, i) => ({
    sent,
    answered: t.answeredAt[i],
    hub: at('hub', i),
    proxy: at('proxy', i),
    frame: t.frameAt[i],
  }))
  const clock = await observers.clockOffset()
  const asked = now()
  const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now())
  const answered = now()
  observers.stop()
  console.log(
    `hop by hop (observers beside the page on ${observers.channel}); clocks against the bench's: observers ${clock.offsetMs.toFixed(1)} ms (±${(clock.rttMs / 2).toFixed(1)}), page ${(pageNow - (asked + answered) / 2).toFixed(1)} ms (±${((answered - asked) / 2).toFixed(1)})`,
  )
  console.table(hopTable(stamps))
}
