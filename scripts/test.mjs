#!/usr/bin/env node
// `npm test`: every check the project has, in the order a failure is cheapest to find:
// lint → typecheck → unit/integration tests per workspace → web build → JavaScript budgets → end-to-end in Chromium.
// It ends with one line "N passed, N failed" summing every test run.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)))
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsbook-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []

function step(name, cmd, args, opts = {}) {
  console.log(`\n━━ ${name} ━━`)
  const started = Date.now()
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts })
  const ok = res.status === 0
  console.log(`━━ ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (!ok) failures.push(name)
  return ok
}

function vitest(workspace, dir, extra = []) {
  if (!fs.existsSync(path.join(root, dir, 'vitest.config.ts'))) return
  const out = path.join(reports, `${workspace.replace(/\W/g, '_')}.json`)
  step(
    `tests ${workspace}`,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra],
    {
      cwd: path.join(root, dir),
    },
  )
  count(out, (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  }))
}

function count(file, pick) {
  if (!fs.existsSync(file)) {
    totals.failed += 1 // the runner died before reporting: count it, never hide it
    return
  }
  const n = pick(JSON.parse(fs.readFileSync(file, 'utf8')))
  totals.passed += n.passed
  totals.failed += n.failed
  totals.skipped += n.skipped
}

const only = process.argv.slice(2)
const wants = (s) => only.length === 0 || only.includes(s)

if (wants('lint')) step('lint', 'npx', ['eslint', '.', '--max-warnings=0'])
if (wants('typecheck')) step('typecheck', 'npm', ['run', 'typecheck', '--silent'])
if (wants('unit')) {
  vitest('domain', 'packages/domain', ['--coverage'])
  vitest('contract', 'packages/contract')
  vitest('embed-sdk', 'packages/embed-sdk')
  // Starts the reference backend as a process (its own PostgreSQL) and runs the API conformance kit at it.
  vitest('conformance', 'packages/conformance')
  vitest('server', 'apps/server')
  vitest('web', 'apps/web')
}
if (wants('e2e')) {
  if (step('build web', 'npm', ['run', 'build', '-w', '@sportsbook/web'])) {
    // Initial JavaScript per route against apps/web/budgets.json: sizes from the build output, one test per route.
    const budgets = path.join(reports, 'budgets.json')
    step('JavaScript budgets', 'node', ['apps/web/scripts/check-budgets.mjs', '--json', budgets])
    count(budgets, (r) => ({ passed: r.passed, failed: r.failed, skipped: 0 }))
    const out = path.join(reports, 'e2e.json')
    step('e2e (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    })
    count(out, (r) => ({
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected,
      skipped: r.stats.skipped,
    }))
  }
}

console.log(`\nSteps failed: ${failures.length ? failures.join(', ') : 'none'}`)
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
console.log(
  `${totals.passed} passed, ${totals.failed + (failures.length && !totals.failed ? failures.length : 0)} failed${skipped}`,
)
process.exit(failures.length ? 1 : 0)
