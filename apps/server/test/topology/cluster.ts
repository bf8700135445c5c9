// The processes of the topology run (run.ts): one embedded PostgreSQL, then API processes by ROLES on
// loopback ports, each `node --import tsx src/server.ts` as the image runs it, and web servers
// (`node server.mjs` over the web build, as the image's `web` role runs it); stopping them all again.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url))
const WEB_DIR = path.join(SERVER_DIR, '..', 'web')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Secrets every process shares, as a deployment's Secret would give them. */
export const SECRETS = {
  REALTIME_TOKEN_SECRET: randomBytes(32).toString('hex'),
  REALTIME_API_KEY: randomBytes(16).toString('hex'),
  CSRF_SECRET: randomBytes(32).toString('hex'),
}

export interface Proc {
  name: string
  port: number
  child: ChildProcess
  url: string
}

const procs: Proc[] = []

/** Starts one server process (its ROLES in `env`) on `port`; its log lines are kept and printed on failure. */
export function startProcess(name: string, port: number, env: Record<string, string>): Proc {
  const args = ['--import', 'tsx', path.join('src', 'server.ts')]
  const base = { ...SECRETS, NODE_ENV: 'development', LOG_LEVEL: 'warn', API_PORT: String(port) }
  return spawnProc(name, port, SERVER_DIR, args, { ...base, ...env })
}

/**
 * Builds the web app once if there is no build (`npm test` builds it before this run and it is reused),
 * as the image's build stage does.
 */
export function ensureWebBuild(): void {
  if (fs.existsSync(path.join(WEB_DIR, 'build', 'server', 'index.js'))) return
  console.log('  no apps/web/build: building the web app (npm run build -w @sportsbook/web)')
  const res = spawnSync('npm', ['run', 'build', '-w', '@sportsbook/web'], {
    cwd: path.join(SERVER_DIR, '..', '..'),
    stdio: 'inherit',
  })
  if (res.status !== 0) throw new Error('the web build failed')
}

/** A web server (production build) on `port`, proxying /api/* to `apiUrl` and the WebSocket to `realtimeUrl`. */
export function startWeb(name: string, port: number, apiUrl: string, realtimeUrl: string): Proc {
  return spawnProc(name, port, WEB_DIR, ['server.mjs'], {
    NODE_ENV: 'production',
    WEB_HOST: '127.0.0.1',
    WEB_PORT: String(port),
    API_URL: apiUrl,
    REALTIME_URL: realtimeUrl,
  })
}

function spawnProc(name: string, port: number, cwd: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const tag = (d: Buffer) =>
    String(d)
      .split('\n')
      .filter(Boolean)
      .forEach((l) => process.stdout.write(`  [${name}] ${l.slice(0, 300)}\n`))
  child.stdout?.on('data', tag)
  child.stderr?.on('data', tag)
  const p = { name, port, child, url: `http://127.0.0.1:${port}` }
  procs.push(p)
  return p
}

/** Waits until `p` answers 200 on /ready (a web server: /health, it has no /ready). */
export async function ready(p: Proc, timeoutMs = 120_000, probe = '/ready'): Promise<void> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(300)) {
    if (p.child.exitCode !== null) throw new Error(`${p.name} exited with ${p.child.exitCode}`)
    try {
      if ((await fetch(`${p.url}${probe}`)).ok) return
    } catch {
      // not listening yet
    }
  }
  throw new Error(`${p.name} not ready within ${timeoutMs} ms`)
}

/** SIGTERM to every process started, SIGKILL after 10 s: the first started last (the others publish to it). */
export async function stopAll(): Promise<void> {
  const stop = async (p: Proc) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return
    const exited = new Promise((r) => p.child.once('exit', r))
    p.child.kill('SIGTERM')
    const t = setTimeout(() => p.child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(t)
  }
  const [first, ...rest] = procs
  await Promise.all(rest.map(stop))
  if (first) await stop(first)
}
