// The maps match the house (issue #28): every server module folder has a README and is listed, with
// what it imports, in src/modules/README.md and docs/architecture.md; every web feature folder has a
// README and is listed in docs/architecture.md; db/schema/ has a file per owning module and the folders
// its comments name exist. A
// folder added, renamed or rewired without its map fails here, naming it.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url))
const MODULES = path.join(ROOT, 'apps/server/src/modules')
const FEATURES = path.join(ROOT, 'apps/web/src/features')
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')
const foldersOf = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()

const modules = foldersOf(MODULES)
const features = foldersOf(FEATURES)
const moduleReadme = read('apps/server/src/modules/README.md')
const architecture = read('docs/architecture.md')

/** The lines of `doc` from the heading `title` to the next heading of the same or a higher level. */
function section(doc: string, title: string): string {
  const lines = doc.split('\n')
  const start = lines.findIndex((l) => l.replace(/^#+ /, '') === title && l.startsWith('#'))
  if (start < 0) throw new Error(`no heading "${title}"`)
  const level = /^#+/.exec(lines[start]!)![0].length
  const end = lines.findIndex((l, i) => i > start && /^#+ /.test(l) && /^#+/.exec(l)![0].length <= level)
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n')
}

/** Table rows `| \`name/\` | …cells |` of a markdown text (aligned or not): name → its other cells. */
function tableRows(text: string): Map<string, string[]> {
  const rows = new Map<string, string[]>()
  for (const line of text.split('\n')) {
    const m = /^\|\s*`([a-z0-9-]+)\/`\s*\|(.*)\|\s*$/.exec(line)
    if (m)
      rows.set(
        m[1]!,
        m[2]!.split('|').map((c) => c.trim()),
      )
  }
  return rows
}

type Imports = { values: string[]; types: string[] }

/** "`a`, `b`; types: `c`" or "nothing" (also without backticks). */
function parseImports(text: string): Imports {
  const [values = '', types = ''] = text.trim() === 'nothing' ? [] : text.split(/;?\s*types:/)
  const names = (s: string) => [...s.matchAll(/[a-z0-9-]+/g)].map((m) => m[0]).sort()
  return { values: names(values), types: names(types) }
}

/** What the module's source files (tests aside) import from other modules, values and types apart. */
function importsOf(module: string): Imports {
  const values = new Set<string>()
  const types = new Set<string>()
  const dir = path.join(MODULES, module)
  const files = fs.readdirSync(dir, { recursive: true }).map(String)
  for (const file of files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const src = fs.readFileSync(path.join(dir, file), 'utf8')
    const statements = src.matchAll(/^(?:import|export)\s+(type\s+)?([^;=()]*?)\s*from\s+'([^']+)'/gm)
    for (const [, typeKeyword, what, spec] of statements) {
      if (!spec!.startsWith('.')) continue
      const target = path.relative(MODULES, path.resolve(path.dirname(path.join(dir, file)), spec!))
      const other = target.split(path.sep)[0]!
      if (target.startsWith('..') || other === module) continue
      const braces = /^\{([^}]*)\}$/.exec(what!.trim())?.[1]
      const typeOnly =
        typeKeyword !== undefined ||
        (braces !== undefined &&
          braces
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .every((s) => s.startsWith('type ')))
      ;(typeOnly ? types : values).add(other)
    }
  }
  return { values: [...values].sort(), types: [...types].filter((t) => !values.has(t)).sort() }
}

/** `a, b → c, d; types: e` lines of the fenced block in docs/architecture.md's "Who imports whom". */
function architectureImports(): Map<string, Imports> {
  const block = /```\n([\s\S]*?)```/.exec(section(architecture, 'Who imports whom'))?.[1] ?? ''
  const graph = new Map<string, Imports>()
  for (const line of block.split('\n').filter((l) => l.includes('→'))) {
    const [left = '', right = ''] = line.split('→')
    for (const name of left.split(',').map((s) => s.trim())) graph.set(name, parseImports(right))
  }
  return graph
}

describe('server module maps', () => {
  it.each(modules)('%s has a README', (module) => {
    expect(fs.existsSync(path.join(MODULES, module, 'README.md'))).toBe(true)
  })

  it('lists every module folder, and only those, in modules/README.md and docs/architecture.md', () => {
    expect([...tableRows(moduleReadme).keys()].sort()).toEqual(modules)
    expect([...tableRows(section(architecture, 'Server modules')).keys()].sort()).toEqual(modules)
    expect([...architectureImports().keys()].sort()).toEqual(modules)
  })

  it.each(modules)('the maps say what %s imports from other modules, as its files do', (module) => {
    const actual = importsOf(module)
    const row = tableRows(moduleReadme).get(module)
    expect(row && parseImports(row[1] ?? ''), 'modules/README.md').toEqual(actual)
    expect(architectureImports().get(module), 'docs/architecture.md').toEqual(actual)
  })
})

describe('web feature maps', () => {
  it.each(features)('%s has a README', (feature) => {
    expect(fs.existsSync(path.join(FEATURES, feature, 'README.md'))).toBe(true)
  })

  it('lists every feature folder, and only those, in docs/architecture.md', () => {
    expect([...tableRows(section(architecture, 'Web features')).keys()].sort()).toEqual(features)
  })
})

describe('db/schema/', () => {
  const SCHEMA = 'apps/server/src/db/schema'
  const files = fs.readdirSync(path.join(ROOT, SCHEMA)).filter((f) => f !== 'index.ts')

  it('has one file per owning module, named after its folder, and index.ts re-exports each', () => {
    expect(files.map((f) => f.replace(/\.ts$/, '')).filter((m) => !modules.includes(m))).toEqual([])
    const index = read(`${SCHEMA}/index.ts`)
    expect(files.filter((f) => !index.includes(`export * from './${f}'`))).toEqual([])
  })

  it.each(files)('%s names only folders and files that exist in its comments', (file) => {
    const comments = read(`${SCHEMA}/${file}`)
      .split('\n')
      .filter((l) => /^\s*(\/\/|\/\*|\*)/.test(l))
      .join('\n')
    const named = [...comments.matchAll(/\b(?:modules|src)\/[\w./-]*\w/g)].map((m) => m[0])
    expect(named.length).toBeGreaterThan(0)
    const src = path.join(ROOT, 'apps/server/src')
    const missing = named.filter((p) => !fs.existsSync(path.join(src, p.replace(/^src\//, ''))))
    expect(missing).toEqual([])
  })
})
