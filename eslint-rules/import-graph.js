// The repo's import graph, read straight from the files (no type checker): each file's relative and
// `~/` (web alias) imports, resolved to files. Package imports (@sportsbook/*, npm) are leaves: the
// package boundaries rule out cycles between workspaces, so only cycles inside one app or package remain.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']
const SOURCE = /\.(ts|tsx|js|mjs)$/

/** `~/x` means `apps/web/src/x` for files under apps/web. */
function aliasRoot(file) {
  const marker = `${path.sep}apps${path.sep}web${path.sep}`
  const at = file.lastIndexOf(marker)
  return at < 0 ? null : path.join(file.slice(0, at + marker.length), 'src')
}

function resolve(from, spec) {
  let base
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec)
  else if (spec.startsWith('~/')) {
    const root = aliasRoot(from)
    if (!root) return null
    base = path.join(root, spec.slice(2))
  } else return null
  for (const ext of EXTENSIONS) {
    const candidate = base + ext
    if (SOURCE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Per lint run: a file's resolved imports, keyed by absolute path. */
const cache = new Map()

export function importsOf(file) {
  let hit = cache.get(file)
  if (hit) return hit
  hit = []
  let text
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    cache.set(file, hit)
    return hit
  }
  for (const ref of ts.preProcessFile(text, true, true).importedFiles) {
    const target = resolve(file, ref.fileName)
    if (target) hit.push({ spec: ref.fileName, target })
  }
  cache.set(file, hit)
  return hit
}

/** Shortest import path from `start` back to `goal` (list of files after start), or null. */
export function pathBack(start, goal) {
  const seen = new Set([start])
  const queue = [[start, []]]
  while (queue.length > 0) {
    const [file, trail] = queue.shift()
    for (const { target } of importsOf(file)) {
      if (target === goal) return trail
      if (seen.has(target)) continue
      seen.add(target)
      queue.push([target, [...trail, target]])
    }
  }
  return null
}
