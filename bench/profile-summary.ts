// Where a page's main-thread time went: a Chromium CPU profile (`BENCH_PROFILE=x.cpuprofile` of
// bench/browser-live.ts, or DevTools' "Save profile") summed up by self time per function and per
// source file, and by total (inclusive) time per function. Frames of the production build are mapped
// to their sources when it was built with `SOURCEMAP=1 npm run build -w @sportsbook/web`.
//   npx tsx bench/profile-summary.ts <file.cpuprofile> [top=25]
import { existsSync, readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  parent?: number
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
  endTime: number
}

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)))
const assets = path.join(root, 'apps/web/build/client')
const maps = new Map<string, SourceMap | null>()

/** The source map of a served script (`/assets/x.js` → build/client/assets/x.js.map), if built with one. */
function mapOf(url: string): SourceMap | null {
  if (maps.has(url)) return maps.get(url)!
  let map: SourceMap | null = null
  try {
    const file = path.join(assets, new URL(url).pathname) + '.map'
    if (existsSync(file)) map = new SourceMap(JSON.parse(readFileSync(file, 'utf8')))
  } catch {
    map = null
  }
  maps.set(url, map)
  return map
}

/** "name (source:line)" for a frame, through the source map when there is one. */
function describe(f: CallFrame): { fn: string; file: string } {
  if (!f.url) return { fn: f.functionName || '(anonymous)', file: f.functionName || '(native)' }
  const entry = mapOf(f.url)?.findEntry(f.lineNumber, f.columnNumber)
  if (entry && 'originalSource' in entry && entry.originalSource) {
    const file = entry.originalSource.replace(/^.*?node_modules\//, '~/').replace(/^(\.\.\/)+/, '')
    // Node 20's typings lack the mapping's `name`, which it does return.
    const name = (entry as { name?: string }).name || f.functionName || '(anonymous)'
    return { fn: `${name} (${file}:${entry.originalLine + 1})`, file }
  }
  const file = new URL(f.url).pathname
  return { fn: `${f.functionName || '(anonymous)'} (${file}:${f.lineNumber + 1})`, file }
}

function main() {
  const file = process.argv[2]
  if (!file) throw new Error('usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [top=25]')
  const top = Number(process.argv[3] ?? 25)
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  for (const n of profile.nodes) for (const c of n.children ?? []) byId.get(c)!.parent = n.id
  const names = new Map(profile.nodes.map((n) => [n.id, describe(n.callFrame)]))

  const selfFn = new Map<string, number>()
  const selfFile = new Map<string, number>()
  const total = new Map<string, number>()
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v)
  let all = 0
  profile.samples.forEach((id, i) => {
    // A sample's time is the gap to the next one.
    const us = profile.timeDeltas[i + 1] ?? 0
    all += us
    const d = names.get(id)!
    add(selfFn, d.fn, us)
    add(selfFile, d.file, us)
    const seen = new Set<string>()
    for (let n: ProfileNode | undefined = byId.get(id); n; n = n.parent ? byId.get(n.parent) : undefined) {
      const k = names.get(n.id)!.fn
      if (seen.has(k)) continue
      add(total, k, us)
      seen.add(k)
    }
  })
  const idle = selfFn.get('(idle)') ?? 0
  const busy = all - idle
  const table = (m: Map<string, number>) =>
    [...m]
      .filter(([k]) => k !== '(idle)' && k !== '(root)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ ms: Math.round(us / 1000), busy_pct: +((100 * us) / busy).toFixed(1), name }))
  console.log(
    `${file}: ${(all / 1e6).toFixed(1)} s sampled, main thread busy ${(busy / 1e6).toFixed(1)} s (${((100 * busy) / all).toFixed(0)} %)`,
  )
  console.log('\nSelf time by source file')
  console.table(table(selfFile))
  console.log('\nSelf time by function')
  console.table(table(selfFn))
  console.log('\nTotal time (with callees) by function')
  console.table(table(total))
}

main()
