// Where a V8 CPU profile (`--cpu-prof`, e.g. BENCH_CPU_PROF of bench/settle.ts or bench/bets.ts)
// spends its time: self time per function and per package or source area, most first.
//   npx tsx bench/profile-top.ts <file.cpuprofile> [top=25] [fromS,toS]
// `fromS,toS`: only the samples between those seconds after the profile began (bench/settle.ts prints
// the settlement's window as cpu_profile_window_s).
import fs from 'node:fs'

interface Node {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}
interface Profile {
  nodes: Node[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
  endTime: number
}

const [file, topArg = '25', windowArg] = process.argv.slice(2)
if (!file) throw new Error('usage: npx tsx bench/profile-top.ts <file.cpuprofile> [top]')
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const selfUs = new Map<number, number>()
const [fromUs, toUs] = windowArg ? windowArg.split(',').map((x) => Number(x) * 1e6) : [0, Infinity]
let clock = 0
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0
  clock += dt
  if (clock >= fromUs! && clock <= toUs!) selfUs.set(id, (selfUs.get(id) ?? 0) + dt)
})

/** A package name, or the source area under apps/ or packages/, or V8's own names ((garbage collector)…). */
function area(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]!
  const src = /(apps\/[^/]+\/src\/(?:modules\/)?[^/]+|packages\/[^/]+)/.exec(url)
  if (src) return src[1]!
  return url.startsWith('node:') ? 'node:' + url.slice(5).split('/')[0] : url.split('/').slice(-2).join('/')
}

const perFunction = new Map<string, number>()
const perArea = new Map<string, number>()
let total = 0
let idle = 0
for (const [id, us] of selfUs) {
  const n = byId.get(id)!
  const { functionName, url, lineNumber } = n.callFrame
  if (functionName === '(idle)') {
    idle += us
    continue
  }
  const where = url ? `${url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${lineNumber + 1}` : ''
  const key = `${functionName || '(anonymous)'} ${where}`
  perFunction.set(key, (perFunction.get(key) ?? 0) + us)
  const a = area(url, functionName)
  perArea.set(a, (perArea.get(a) ?? 0) + us)
  total += us
}
const top = Number(topArg)
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`)
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`,
    )
}
const s = (us: number) => (us / 1e6).toFixed(1)
console.log(
  `profile: ${s(profile.endTime - profile.startTime)} s, busy ${s(total)} s (shares below), idle ${s(idle)} s`,
)
show('self time by area', perArea)
show('self time by function', perFunction)
