#!/usr/bin/env node
// `npm test`: every check the project has, in the order a failure is cheapest to find:
// lint → typecheck → unit/integration tests per workspace → web build → the process topology (its web
// servers run that build) → JavaScript budgets → end-to-end in Chromium.
// It ends with one line "N passed, N failed" summing every test run.
import { spawn, spawnSync } from 'node:child_process'
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

/**
 * Runs independent checks `concurrency` at a time (CI has two cores; lint and each tsc are single-threaded),
 * printing each one's output whole when it ends, so logs never interleave.
 */
async function concurrently(jobs, concurrency = 2) {
  const queue = [...jobs]
  const run = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now()
      const child = spawn(job.cmd, job.args, { cwd: job.cwd ?? root, stdio: ['ignore', 'pipe', 'pipe'] })
      const out = []
      child.stdout.on('data', (d) => out.push(d))
      child.stderr.on('data', (d) => out.push(d))
      const code = await new Promise((resolve) => child.on('close', resolve))
      const ok = code === 0
      console.log(`\n━━ ${job.name} ━━`)
      process.stdout.write(Buffer.concat(out))
      console.log(`━━ ${job.name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
      if (!ok) failures.push(job.name)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, run))
}

/** `npm run typecheck` of every workspace that has one, biggest first so the two lanes end together. */
function typecheckJobs() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  const first = ['apps/web', 'apps/server']
  return [...first, ...workspaces.filter((w) => !first.includes(w))]
    .filter((w) => JSON.parse(fs.readFileSync(path.join(root, w, 'package.json'), 'utf8')).scripts?.typecheck)
    .map((w) => ({
      name: `typecheck ${w}`,
      cmd: 'npm',
      args: ['run', 'typecheck', '--silent'],
      cwd: path.join(root, w),
    }))
}

/** A workspace's Vitest run as a job for `concurrently`, and the reading of its report once it ends. */
function vitestJob(workspace, dir, extra = []) {
  if (!fs.existsSync(path.join(root, dir, 'vitest.config.ts'))) return undefined
  const out = path.join(reports, `${workspace.replace(/\W/g, '_')}.json`)
  return {
    name: `tests ${workspace}`,
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra],
    cwd: path.join(root, dir),
    report: () =>
      count(
        out,
        (r) => ({
          passed: r.numPassedTests,
          // A file that fails before its tests run (an import error) has no failed test, only a failed suite.
          failed: r.numFailedTests || (r.numFailedTestSuites ?? 0),
          skipped: r.numPendingTests + r.numTodoTests,
        }),
        `tests ${workspace}`,
      ),
  }
}

/**
 * Workspaces' Vitest runs, `concurrency` at a time, each report counted. One at a time streams its output
 * as it runs (a long suite shows progress); several print each one's output whole when it ends.
 */
async function vitest(jobs, concurrency = 1) {
  const present = jobs.filter(Boolean)
  if (concurrency > 1) await concurrently(present, concurrency)
  else for (const job of present) step(job.name, job.cmd, job.args, { cwd: job.cwd })
  for (const job of present) job.report()
}

/**
 * Adds a step's report to the totals. A failed test fails its step whatever the runner's exit code:
 * vitest in the server workspace once exited 0 with two failed tests (its embedded PostgreSQL's exit
 * hook), and CI must never pass on a red test.
 */
function count(file, pick, stepName) {
  if (!fs.existsSync(file)) {
    totals.failed += 1 // the runner died before reporting: count it, never hide it
    if (!failures.includes(stepName)) failures.push(stepName)
    return
  }
  const n = pick(JSON.parse(fs.readFileSync(file, 'utf8')))
  totals.passed += n.passed
  totals.failed += n.failed
  totals.skipped += n.skipped
  if (n.failed > 0 && !failures.includes(stepName)) {
    console.log(`━━ ${stepName}: ${n.failed} failed in its report: FAILED`)
    failures.push(stepName)
  }
}

const only = process.argv.slice(2)
const wants = (s) => only.length === 0 || only.includes(s)

await concurrently([
  ...(wants('lint') ? [{ name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] }] : []),
  ...(wants('typecheck') ? typecheckJobs() : []),
])
if (wants('unit')) {
  // The packages' suites are small and mostly single-threaded: two at a time. The conformance kit starts
  // the reference backend as a process (its own PostgreSQL) and runs at it, mostly waiting on it.
  await vitest(
    [
      vitestJob('conformance', 'packages/conformance'),
      vitestJob('domain', 'packages/domain', ['--coverage']),
      vitestJob('contract', 'packages/contract'),
      vitestJob('embed-sdk', 'packages/embed-sdk'),
    ],
    2,
  )
  // The apps' suites use both cores each: one after the other.
  await vitest([vitestJob('server', 'apps/server')])
  await vitest([vitestJob('web', 'apps/web')])
}
// One web build serves the topology's web servers, the budgets and the e2e stack.
const built =
  (wants('topology') || wants('e2e')) && step('build web', 'npm', ['run', 'build', '-w', '@sportsbook/web'])
if (wants('topology') && built) {
  // PostgreSQL, realtime, 2 api, feed, 2 settlement workers and 2 web servers as processes (ADR 038);
  // about 40 s.
  const out = path.join(reports, 'topology.json')
  step('topology (process roles)', 'npm', ['run', 'test:topology', '--silent'], {
    env: { ...process.env, TOPOLOGY_REPORT: out },
  })
  count(out, (r) => ({ passed: r.passed, failed: r.failed, skipped: 0 }), 'topology (process roles)')
}
if (wants('e2e') && built) {
  // Initial JavaScript per route against apps/web/budgets.json: sizes from the build output, one test per route.
  const budgets = path.join(reports, 'budgets.json')
  step('JavaScript budgets', 'node', ['apps/web/scripts/check-budgets.mjs', '--json', budgets])
  count(budgets, (r) => ({ passed: r.passed, failed: r.failed, skipped: 0 }), 'JavaScript budgets')
  const out = path.join(reports, 'e2e.json')
  step('e2e (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  })
  count(
    out,
    (r) => ({
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected,
      skipped: r.stats.skipped,
    }),
    'e2e (Playwright, Chromium)',
  )
}

console.log(`\nSteps failed: ${failures.length ? failures.join(', ') : 'none'}`)
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
console.log(
  `${totals.passed} passed, ${totals.failed + (failures.length && !totals.failed ? failures.length : 0)} failed${skipped}`,
)
process.exit(failures.length ? 1 : 0)
