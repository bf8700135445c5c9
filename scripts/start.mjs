#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed, then runs the reference backend
// (embedded PostgreSQL + migrations + demo feed) and the server-rendered web app on one origin.
// Ctrl-C stops both, web first; the API closes its pool, then stops PostgreSQL on its way out.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { newestMtime, prefixLines, waitForHttp } from './lib/processes.mjs'

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)))
const WEB_PORT = process.env.WEB_PORT ?? '3000'
const API_PORT = process.env.API_PORT ?? '4000'
const API_URL = process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`
const STARTUP_TIMEOUT_MS = 120_000
// The development outbox and deposit: on for a local `npm start`, never with NODE_ENV=production
// (the API refuses DEV_TOOLS=true there). Set DEV_TOOLS=false to try the app without them.
const DEV_TOOLS = process.env.DEV_TOOLS ?? (process.env.NODE_ENV === 'production' ? undefined : 'true')
// Error reports go to the API's development envelope endpoint (listed at /api/dev/errors), which exists
// only with the dev tools: the browser's through the web origin, the server's straight to the API.
// Set SENTRY_DSN / PUBLIC_SENTRY_DSN to report to a real Sentry instead; production leaves both unset.
const DEV_ERRORS = DEV_TOOLS === 'true' ? '/api/dev/errors/1' : undefined
const SENTRY_DSN = process.env.SENTRY_DSN ?? (DEV_ERRORS && `http://dev@127.0.0.1:${API_PORT}${DEV_ERRORS}`)
const PUBLIC_SENTRY_DSN =
  process.env.PUBLIC_SENTRY_DSN ?? (DEV_ERRORS && `http://dev@localhost:${WEB_PORT}${DEV_ERRORS}`)

function buildWebIfStale() {
  const output = path.join(root, 'apps/web/build/server/index.js')
  const sources = [
    'apps/web/src',
    'apps/web/vite.config.ts',
    'apps/web/react-router.config.ts',
    'packages/domain/src',
    'packages/contract/src',
  ]
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))))
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0
  if (built >= newest) return
  console.log('Building the web app (first start or sources changed)…')
  const res = spawnSync('npm', ['run', 'build', '-w', '@sportsbook/web'], { cwd: root, stdio: 'inherit' })
  if (res.status !== 0) process.exit(res.status ?? 1)
}

const children = []
/**
 * Each child runs in a process group of its own (`detached`): a terminal's Ctrl-C signals its whole
 * foreground group, and the API's embedded PostgreSQL would shut down at once, cutting the API's
 * connections under it (57P01 "terminating connection due to administrator command", a FATAL
 * stack). Only this script gets the Ctrl-C and stops the children in order. The IPC channel closes
 * when this script is gone, however it ends, and the children stop on it ('disconnect').
 */
function run(name, cmd, args, opts) {
  const child = spawn(cmd, args, { ...opts, detached: true, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] })
  prefixLines(child.stdout, `[${name}] `, process.stdout)
  prefixLines(child.stderr, `[${name}] `, process.stderr)
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping everything.`)
      stop(code ?? 1)
    }
  })
  children.push(child)
  return child
}

let stopping = false
async function stop(code = 0) {
  if (stopping) return
  stopping = true
  // Web first (stateless), then the API, which closes the feed and PostgreSQL in order.
  for (const child of [...children].reverse()) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
  }
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
// The terminal closed: the children, in groups of their own, did not get its SIGHUP.
process.on('SIGHUP', () => void stop(0))

buildWebIfStale()
run('api', process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'apps/server'),
  env: {
    ...process.env,
    API_PORT,
    ...(DEV_TOOLS !== undefined && { DEV_TOOLS }),
    ...(SENTRY_DSN !== undefined && { SENTRY_DSN }),
  },
})
try {
  await waitForHttp(`${API_URL}/health`, STARTUP_TIMEOUT_MS)
} catch (err) {
  console.error(String(err))
  await stop(1)
}
run('web', process.execPath, ['server.mjs'], {
  cwd: path.join(root, 'apps/web'),
  env: {
    // The development host playground (API origin, /dev/embed) may embed and message the sportsbook.
    PUBLIC_EMBED_ORIGINS: `http://127.0.0.1:${API_PORT}`,
    // Deposit opens the development deposit where the API serves it (DEV_TOOLS).
    ...(DEV_TOOLS === 'true' && { PUBLIC_DEV_DEPOSIT: 'true' }),
    ...process.env,
    ...(PUBLIC_SENTRY_DSN !== undefined && { PUBLIC_SENTRY_DSN }),
    WEB_PORT,
    API_URL,
    NODE_ENV: 'production',
  },
})
try {
  await waitForHttp(`http://127.0.0.1:${WEB_PORT}/sports`, STARTUP_TIMEOUT_MS)
} catch (err) {
  console.error(String(err))
  await stop(1)
}
console.log(
  `\n  Sportsbook is running: http://localhost:${WEB_PORT}/sports\n  (API ${API_URL}, Ctrl-C stops everything)\n`,
)
