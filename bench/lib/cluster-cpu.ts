// CPU accounting of a bench's server: the CPU seconds a process used, and the processes of the API
// and its embedded PostgreSQL cluster (Linux /proc; elsewhere the seconds read 0).
import fs from 'node:fs'
import path from 'node:path'

/** CPU seconds (user + system) of a process, from /proc (Linux only; 0 elsewhere). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/** The API process and every PostgreSQL process of the bench's cluster. */
export function clusterPids(apiPid: number, dataDir: string): number[] {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid')
  const postmaster = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : 0
  const children = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(postmaster)
      } catch {
        return false
      }
    })
    .map(Number)
  return [apiPid, postmaster, ...children]
}
