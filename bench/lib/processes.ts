// The processes a bench starts (API, web server) and stops again, and waiting for one to answer.
import { spawn, type ChildProcess } from 'node:child_process'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const children: ChildProcess[] = []

/** Starts `node <args>` in `cwd`; its stderr is printed with the name in front. */
export function start(name: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[${name}] ${d}`))
  children.push(child)
  return child
}

/** Stops every process `start` started, the last first. */
export function stopAll() {
  for (const c of children.reverse()) if (c.exitCode === null) c.kill('SIGTERM')
}

/** Waits until `url` answers 2xx. */
export async function waitFor(url: string, timeoutMs = 120_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(500)) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}
