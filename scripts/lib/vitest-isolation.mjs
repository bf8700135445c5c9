// Splits a workspace's test files into two Vitest projects: most share one module graph per worker
// (`isolate: false`: the environment, setup file and imports load once, not once per file: ~3× faster
// on CI's two cores), and files that need a fresh graph run isolated, as before:
//  - files that mock modules (`vi.mock` / `vi.doMock`): a mock only applies to a module imported after it;
//  - files marked `// vitest: isolate (why)`: they rely on module state no earlier file may have touched
//    (a singleton store, a connection started at import).
// A file is put in its project by what it says, so a new test file needs no list updated here.
import fs from 'node:fs'
import path from 'node:path'

const TEST_FILE = /\.test\.tsx?$/
const NEEDS_ISOLATION = /\bvi\.(?:do)?[mM]ock\(|\/\/ vitest: isolate\b/

/**
 * The test files under `dirs` (relative to `root`), split by whether they need isolation. Paths are
 * relative to `root` with forward slashes, as Vitest's `include` takes them.
 */
export function splitByIsolation(root, dirs) {
  const shared = []
  const isolated = []
  for (const dir of dirs) {
    const abs = path.join(root, dir)
    if (!fs.existsSync(abs)) continue
    for (const rel of fs.readdirSync(abs, { recursive: true })) {
      const file = String(rel)
      if (!TEST_FILE.test(file) || file.split(path.sep).includes('node_modules')) continue
      const relPath = path.posix.join(dir, file.split(path.sep).join('/'))
      const text = fs.readFileSync(path.join(abs, file), 'utf8')
      ;(NEEDS_ISOLATION.test(text) ? isolated : shared).push(relPath)
    }
  }
  return { shared, isolated }
}

/** Vitest `projects` for the split: `shared` (isolate off) and `isolated`, each inheriting the root config. */
export function isolationProjects(root, dirs) {
  const { shared, isolated } = splitByIsolation(root, dirs)
  return [
    { extends: true, test: { name: 'shared', include: shared, isolate: false } },
    ...(isolated.length ? [{ extends: true, test: { name: 'isolated', include: isolated } }] : []),
  ]
}
