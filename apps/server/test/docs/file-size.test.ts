// No source file over MAX_SOURCE_LINES (issue #28): a file that size mixes roles (several areas, or a
// rule beside its wiring) and a reader has to hold all of it to change one part. Split it by role or
// family (e.g. db/schema/<module>.ts, i18n/market-terms-*.ts), and keep its exports where importers
// expect them. Tracked files only; generated output, migration snapshots and locale JSON are left out.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url))
const MAX_SOURCE_LINES = 400
const SOURCE = /\.(ts|tsx|mjs|js)$/
const GENERATED = /(^|\/)(\.react-router|build|node_modules)\/|\/drizzle\/meta\//

/** Tracked source files of the apps, packages, scripts, e2e and bench (as git knows them). */
function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', 'apps', 'packages', 'scripts', 'e2e', 'bench'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return out
    .split('\0')
    .filter((f) => SOURCE.test(f) && !GENERATED.test(f) && fs.existsSync(path.join(ROOT, f)))
}

const linesOf = (file: string) => {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
}

describe('source file size', () => {
  it('finds the source files', () => {
    expect(sourceFiles().length).toBeGreaterThan(100)
  })

  it(`has no source file over ${MAX_SOURCE_LINES} lines`, () => {
    const tooLong = sourceFiles()
      .map((file) => ({ file, lines: linesOf(file) }))
      .filter((f) => f.lines > MAX_SOURCE_LINES)
      .map((f) => `${f.file}: ${f.lines} lines`)
    expect(
      tooLong,
      `over ${MAX_SOURCE_LINES} lines: a file that size mixes roles; split it by role or family (see this test's header)`,
    ).toEqual([])
  })
})
