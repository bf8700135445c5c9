// A previous run killed hard (kill -9 of the API, a crash) leaves its PostgreSQL running, holding
// postmaster.pid, and the next start fails on that lock. Before starting we stop such an orphan,
// but only a postgres of OUR data directory: the lock file names the directory, and on Linux the
// process's command line must be a postgres with that directory.
import fs from 'node:fs'
import path from 'node:path'

/** How long a fast shutdown (SIGINT) may take before an immediate one (SIGQUIT). */
const FAST_SHUTDOWN_MS = 15_000
const IMMEDIATE_SHUTDOWN_MS = 10_000
const POLL_MS = 100

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** On Linux, whether `pid` runs postgres on `dataDir`; elsewhere the lock file's word is taken. */
function isOurPostgres(pid: number, dataDir: string): boolean {
  const cmdline = `/proc/${pid}/cmdline`
  if (!fs.existsSync('/proc/self/cmdline')) return true
  try {
    const args = fs.readFileSync(cmdline, 'utf8').split('\0')
    return /postgres$/.test(args[0] ?? '') && args.some((a) => path.resolve(a) === dataDir)
  } catch {
    return false
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (!alive(pid)) return true
    await new Promise((r) => setTimeout(r, POLL_MS))
  }
  return !alive(pid)
}

/**
 * Clears the way for a start on `dataDir`: a stale postmaster.pid (its process gone, or its pid
 * reused by something that is not our postgres) is removed; a live postgres of this directory is
 * shut down (fast, then immediate). Returns what it did, for the log.
 */
export async function clearOrphanedPostgres(dataDir: string): Promise<'none' | 'stale-lock' | 'stopped'> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return 'none'
  const [pidLine, dirLine] = fs.readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number(pidLine)
  const ours = pid > 0 && path.resolve(dirLine ?? '') === dataDir && alive(pid) && isOurPostgres(pid, dataDir)
  if (!ours) {
    fs.rmSync(pidFile, { force: true })
    return 'stale-lock'
  }
  process.kill(pid, 'SIGINT')
  if (!(await waitForExit(pid, FAST_SHUTDOWN_MS))) {
    process.kill(pid, 'SIGQUIT')
    if (!(await waitForExit(pid, IMMEDIATE_SHUTDOWN_MS))) {
      throw new Error(`PostgreSQL ${pid} of ${dataDir} (left by an earlier run) does not stop`)
    }
  }
  fs.rmSync(pidFile, { force: true })
  return 'stopped'
}
