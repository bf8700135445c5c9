// The real API process (apps/server/src/server.ts) for bench/settle.ts: node itself (not the tsx
// wrapper, so the process measured is the API), NODE_ENV=production, the demo feed at speed 1, its own
// embedded PostgreSQL in DATA_DIR (kept between starts, so a restart continues the same catalog).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BENCH_CSRF_SECRET } from '../lib/session.ts'

export { mintSession, type Session } from '../lib/session.ts'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const HOST = '127.0.0.1'

export interface ApiOptions {
  dataDir: string
  apiPort: number
  pgPort: number
  /** A directory for a V8 CPU profile of this process (written when it exits). */
  cpuProfDir?: string
}

export function startApi(opts: ApiOptions): Promise<ChildProcess> {
  const profile = opts.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProfDir}`] : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_PORT: String(opts.apiPort),
      API_HOST: HOST,
      PG_PORT: String(opts.pgPort),
      DATA_DIR: opts.dataDir,
      DATABASE_URL: '',
      FEED_ENABLED: 'true',
      FEED_SPEED: '1',
      SEED_DEMO_PLAYERS: 'false',
      CSRF_SECRET: BENCH_CSRF_SECRET,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString()
      if (out.includes('API listening')) resolve(child)
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)))
  })
}

/** SIGINT: the server stops feed, HTTP, pool and PostgreSQL in order and exits. */
export async function stopApi(child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGINT')
  await Promise.race([exited, new Promise((r) => setTimeout(r, timeoutMs))])
}

/** CPU seconds (user + system) of a process, from /proc (Linux only; 0 elsewhere or once it is gone). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/** The postmaster of the API's embedded cluster and its children (backends, writer, WAL writer…). */
export function postgresPids(dataDir: string): number[] {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return []
  const postmaster = fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? ''
  const children = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === postmaster
      } catch {
        return false
      }
    })
  return [Number(postmaster), ...children.map(Number)]
}
