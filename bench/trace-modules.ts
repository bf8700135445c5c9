// Which JavaScript a page compiles and evaluates, and when, in a Chromium trace (a run kept by
// `BENCH_LHR_DIR=dir npx tsx bench/web.ts`): every module compiled (by file), every module
// evaluation over 1 ms CPU with the task it ran in, relative to navigation and to the `load` event;
// then the main thread's CPU in tasks before and after `load` and the tasks after it over 20 ms CPU.
// Compare CPU (thread time), not wall time: a shared machine stretches wall time.
//   npx tsx bench/trace-modules.ts <trace.json>
import { readFileSync } from 'node:fs'

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { url?: string } }
}

const ms = (us: number) => (us / 1000).toFixed(0)
const cpuMs = (us: number | undefined) => ((us ?? 0) / 1000).toFixed(1)

function main() {
  const file = process.argv[2]
  if (!file) throw new Error('usage: npx tsx bench/trace-modules.ts <trace.json>')
  const raw = JSON.parse(readFileSync(file, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] }
  const events = Array.isArray(raw) ? raw : raw.traceEvents
  const key = (e: TraceEvent) => `${e.pid}:${e.tid}`
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map(key),
  )
  const cpuOf = new Map<string, number>()
  for (const e of events)
    if (e.ph === 'X' && e.name === 'RunTask' && mains.has(key(e)))
      cpuOf.set(key(e), (cpuOf.get(key(e)) ?? 0) + (e.tdur ?? 0))
  const main = [...cpuOf].sort((a, b) => b[1] - a[1])[0]?.[0]
  if (!main) throw new Error('no renderer main thread in the trace')
  const own = events.filter((e) => key(e) === main).sort((a, b) => a.ts - b.ts)
  const start = (own.find((e) => e.name === 'navigationStart') ?? own[0]!).ts
  const load = own.find((e) => e.name === 'MarkLoad')?.ts
  const tasks = own.filter((e) => e.ph === 'X' && e.name === 'RunTask')
  const taskOf = (e: TraceEvent) => tasks.find((t) => t.ts <= e.ts && t.ts + t.dur! >= e.ts + (e.dur ?? 0))
  console.log(`${file}: load at ${load === undefined ? '?' : ms(load - start)} ms after navigation`)
  for (const e of own) {
    const compile = e.name === 'v8.compileModule'
    if (e.ph !== 'X' || !(compile || (e.name === 'v8.evaluateModule' && (e.tdur ?? 0) > 1000))) continue
    const task = taskOf(e)
    const url = compile ? (e.args?.data?.url ?? '').split('/').pop() : '(evaluate)'
    console.log(
      `${ms(e.ts - start).padStart(6)} ms ${load !== undefined && e.ts > load ? 'after ' : 'before'} load  ${url?.padEnd(40)} cpu ${cpuMs(e.tdur).padStart(5)} ms${task ? `  task cpu ${cpuMs(task.tdur)} ms` : ''}`,
    )
  }
  if (load === undefined) return
  const sum = (xs: TraceEvent[]) => xs.reduce((s, t) => s + (t.tdur ?? 0), 0)
  const after = tasks.filter((t) => t.ts >= load)
  console.log(
    `main-thread CPU in tasks: ${ms(sum(tasks.filter((t) => t.ts < load)))} ms before load, ${ms(sum(after))} ms after`,
  )
  console.log(
    `tasks after load over 20 ms CPU (at ms: cpu/wall): ${after
      .filter((t) => (t.tdur ?? 0) > 20_000)
      .map((t) => `${ms(t.ts - start)}: ${ms(t.tdur!)}/${ms(t.dur!)}`)
      .join(', ')}`,
  )
}

main()
