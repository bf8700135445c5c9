// The reference backend as a real process (as bench/bets.ts starts it): apps/server on free loopback
// ports, its own embedded PostgreSQL in a temporary directory, the demo feed and demo players.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const START_TIMEOUT_MS = 90_000

export interface ReferenceServer {
  origin: string
  stop(): Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

export async function startReferenceServer(): Promise<ReferenceServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsbook-conformance-'))
  fs.chmodSync(dir, 0o777) // embedded PostgreSQL runs as its own user when we are root
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      PG_PORT: String(await freePort()),
      DATA_DIR: dir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      DEV_TOOLS: 'true', // the dev helpers --reference uses: outbox, deposit, scenarios, settle
      SEED_DEMO_PLAYERS: 'true',
      SENTRY_DSN: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    await listening(child)
  } catch (e) {
    await stop()
    throw e
  }
  return { origin: `http://127.0.0.1:${port}`, stop }
}

function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(
      () => reject(new Error(`API not listening after ${START_TIMEOUT_MS} ms:\n${out}`)),
      START_TIMEOUT_MS,
    )
    const read = (d: Buffer) => {
      out += d.toString()
      if (out.includes('API listening')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`API exited with ${code}:\n${out}`))
    })
  })
}
