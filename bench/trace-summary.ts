// Where a renderer's main thread spent its time in a Chromium trace (`BENCH_TRACE=x.json` of
// bench/browser-live.ts, or DevTools' "Save trace"): self time per event (script, style
// recalculation, layout, paint, ...) on the busiest CrRendererMain, in wall and thread (CPU) time (a
// shared machine inflates wall time; CPU time compares between runs), and its tasks over 50 ms.
//   npx tsx bench/trace-summary.ts <trace.json> [top=25]
import { readFileSync } from 'node:fs'

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** Thread (CPU) time of the slice. */
  tdur?: number
  args?: { name?: string; data?: Record<string, unknown> }
}

function main() {
  const file = process.argv[2]
  if (!file) throw new Error('usage: npx tsx bench/trace-summary.ts <trace.json> [top=25]')
  const top = Number(process.argv[3] ?? 25)
  const raw = JSON.parse(readFileSync(file, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] }
  const events = Array.isArray(raw) ? raw : raw.traceEvents
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  // Complete events only ("X"); the timeline categories record their slices so.
  const byThread = new Map<string, TraceEvent[]>()
  for (const e of events) {
    const k = `${e.pid}:${e.tid}`
    if (e.ph !== 'X' || e.dur === undefined || !mains.has(k)) continue
    byThread.set(k, [...(byThread.get(k) ?? []), e])
  }
  const cpu = (xs: TraceEvent[]) => xs.reduce((s, e) => s + (e.tdur ?? 0), 0)
  const busiest = [...byThread].sort((a, b) => cpu(b[1]) - cpu(a[1]))[0]
  if (!busiest) throw new Error('no CrRendererMain slices in the trace')
  const slices = busiest[1].sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)

  const self = new Map<string, { wall: number; cpu: number }>()
  const count = new Map<string, number>()
  /** Tasks: the slices nothing encloses (RunTask, ThreadControllerImpl::RunTask, ...). */
  const tasks: TraceEvent[] = []
  const stack: { e: TraceEvent; wall: number; cpu: number }[] = []
  const close = (upTo: number) => {
    while (stack.length && stack.at(-1)!.e.ts + stack.at(-1)!.e.dur! <= upTo) {
      const { e, wall, cpu } = stack.pop()!
      const s = self.get(e.name) ?? { wall: 0, cpu: 0 }
      self.set(e.name, { wall: s.wall + e.dur! - wall, cpu: s.cpu + (e.tdur ?? 0) - cpu })
      const parent = stack.at(-1)
      if (parent) {
        parent.wall += e.dur!
        parent.cpu += e.tdur ?? 0
      }
    }
  }
  for (const e of slices) {
    close(e.ts)
    count.set(e.name, (count.get(e.name) ?? 0) + 1)
    if (stack.length === 0) tasks.push(e)
    stack.push({ e, wall: 0, cpu: 0 })
  }
  close(Infinity)

  const span = (slices.at(-1)!.ts + slices.at(-1)!.dur! - slices[0]!.ts) / 1e6
  const busy = tasks.reduce((s, e) => s + e.dur!, 0)
  const busyCpu = cpu(tasks)
  const long = tasks.filter((e) => e.dur! > 50_000).map((e) => Math.round(e.dur! / 1000))
  console.log(
    `${file}: renderer main thread ${busiest[0]}, ${span.toFixed(1)} s traced, in tasks ${(busy / 1e6).toFixed(1)} s wall (${((100 * busy) / 1e6 / span).toFixed(0)} %), ${(busyCpu / 1e6).toFixed(1)} s CPU; ${tasks.length} tasks, ${long.length} over 50 ms: ${long
      .sort((a, b) => b - a)
      .slice(0, 20)
      .join(', ')} ms`,
  )
  console.table(
    [...self]
      .sort((a, b) => b[1].cpu - a[1].cpu)
      .slice(0, top)
      .map(([name, t]) => ({
        name,
        self_cpu_ms: Math.round(t.cpu / 1000),
        self_wall_ms: Math.round(t.wall / 1000),
        pct_of_cpu: +((100 * t.cpu) / busyCpu).toFixed(1),
        count: count.get(name),
      })),
  )
}

main()
