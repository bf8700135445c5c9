// The processes of the topology run (run.ts): one embedded PostgreSQL, then API processes by ROLES on
// loopback ports, each `node --import tsx src/server.ts` as the image runs it; stopping them all again.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url))
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
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...SECRETS,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      API_PORT: String(port),
      ...env,
    },
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

/** Waits until `p` answers 200 on /ready. */
export async function ready(p: Proc, timeoutMs = 120_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(300)) {
    if (p.child.exitCode !== null) throw new Error(`${p.name} exited with ${p.child.exitCode}`)
    try {
      if ((await fetch(`${p.url}/ready`)).ok) return
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
