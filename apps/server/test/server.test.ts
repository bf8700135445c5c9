// The process entry end to end: start, answer, stop on a signal with exit 0 and no PostgreSQL left.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { freePort } from '../src/db/embedded.ts'
import { createTestDb } from './helpers/test-db.ts'

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url))

interface Running {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

/** `group`: in a process group of its own, as a terminal runs a command (Ctrl-C signals the group). */
function start(env: Record<string, string>, { group = false } = {}): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', FEED_ENABLED: 'false', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  })
  let out = ''
  child.stdout?.on('data', (d) => (out += String(d)))
  child.stderr?.on('data', (d) => (out += String(d)))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => out, exited }
}

async function waitFor(run: Running, text: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!run.output().includes(text)) {
    if (Date.now() > until || run.child.exitCode !== null)
      throw new Error(`no "${text}" in:\n${run.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

function postgresRunningOn(dataDir: string): boolean {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return false
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('server process', () => {
  it('refuses a bad environment value, naming the variable', async () => {
    const run = start({ API_PORT: 'abc' })
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain('API_PORT="abc"')
  })

  it('serves with DATABASE_URL and exits 0 on SIGTERM', async () => {
    const { url } = await createTestDb()
    const port = await freePort()
    const run = start({ DATABASE_URL: url, API_PORT: String(port) })
    await waitFor(run, `API listening on http://127.0.0.1:${port}`)
    const res = await fetch(`http://127.0.0.1:${port}/api/sportsbook/health`)
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up', feed: 'stopped' })
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
  })

  it('runs embedded PostgreSQL, leaves none behind on SIGINT, and reuses the data', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsbook-server-'))
    fs.chmodSync(dataDir, 0o777)
    try {
      for (let i = 0; i < 2; i++) {
        const [port, pgPort] = [await freePort(), await freePort()]
        const run = start({ DATA_DIR: dataDir, PG_PORT: String(pgPort), API_PORT: String(port) })
        await waitFor(run, 'API listening', 90_000)
        expect(run.output()).toContain(path.join(dataDir, 'pg'))
        expect(postgresRunningOn(path.join(dataDir, 'pg'))).toBe(true)
        expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200)
        const client = new pg.Client({
          connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`,
        })
        await client.connect()
        // The first run leaves a row behind; the second must find it (same data directory, no re-init).
        if (i === 0) await client.query(`insert into feed_state (key, value) values ('server-test', '1')`)
        else
          expect((await client.query(`select 1 from feed_state where key = 'server-test'`)).rowCount).toBe(1)
        await client.end()
        run.child.kill('SIGINT')
        expect(await run.exited).toBe(0)
        expect(postgresRunningOn(path.join(dataDir, 'pg'))).toBe(false)
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 180_000)

  it('stops quietly with exit 0 when Ctrl-C signals the whole process group, embedded PostgreSQL included', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsbook-server-'))
    fs.chmodSync(dataDir, 0o777)
    try {
      const [port, pgPort] = [await freePort(), await freePort()]
      const run = start(
        // The demo feed writes every tick, so statements are under way when PostgreSQL goes.
        {
          DATA_DIR: dataDir,
          PG_PORT: String(pgPort),
          API_PORT: String(port),
          LOG_LEVEL: 'info',
          FEED_ENABLED: 'true',
          FEED_SPEED: '20',
        },
        { group: true },
      )
      await waitFor(run, 'API listening', 90_000)
      await new Promise((r) => setTimeout(r, 2500))
      const before = run.output()
      // What a terminal does on Ctrl-C: SIGINT to every process of the group, PostgreSQL too.
      process.kill(-run.child.pid!, 'SIGINT')
      expect(await run.exited).toBe(0)
      const stopping = run.output().slice(before.length)
      // No warning, error or stack: pino's levels 40-60, PostgreSQL's FATAL, a trace's "at" lines.
      expect(stopping).not.toMatch(
        /FATAL|terminating connection|Connection terminated|error|"level":[456]0|\n\s+at /i,
      )
      expect(postgresRunningOn(path.join(dataDir, 'pg'))).toBe(false)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 180_000)

  it('comes up again after the API was killed with SIGKILL (orphaned PostgreSQL of its data directory)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsbook-server-'))
    fs.chmodSync(dataDir, 0o777)
    const pgDir = path.join(dataDir, 'pg')
    try {
      const pgPort = String(await freePort())
      for (let i = 0; i < 2; i++) {
        const port = await freePort()
        const run = start({ DATA_DIR: dataDir, PG_PORT: pgPort, API_PORT: String(port) })
        await waitFor(run, 'API listening', 90_000)
        expect((await fetch(`http://127.0.0.1:${port}/api/sportsbook/health`)).status).toBe(200)
        if (i === 0) {
          // kill -9: no shutdown hook runs, PostgreSQL stays up holding postmaster.pid.
          run.child.kill('SIGKILL')
          await run.exited
          expect(postgresRunningOn(pgDir)).toBe(true)
        } else {
          run.child.kill('SIGTERM')
          expect(await run.exited).toBe(0)
          expect(postgresRunningOn(pgDir)).toBe(false)
        }
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 240_000)
})
