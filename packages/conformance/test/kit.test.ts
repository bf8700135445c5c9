// The kit against the real reference backend (a process with its own PostgreSQL), then against a
// backend whose GET /matches/{id} is broken: the table must name exactly what broke.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../src/cli.ts'
import { CHECKS, type Row } from '../src/index.ts'
import { startBrokenProxy, type BrokenProxy } from './broken-proxy.ts'
import { startReferenceServer, type ReferenceServer } from './reference-server.ts'

const BIN = fileURLToPath(new URL('../bin/conformance.mjs', import.meta.url))
/** A demo player the reference backend seeds outside production (README "Demo players"). */
const PLAYER = 'demo@sportsbook.test:demo-password'

let server: ReferenceServer
let proxy: BrokenProxy
beforeAll(async () => {
  server = await startReferenceServer()
  proxy = await startBrokenProxy(server.origin)
})
afterAll(async () => {
  await proxy?.close()
  await server?.stop()
})

const apis = (origin: string) => [
  '--platform',
  `${origin}/api/platform`,
  '--sportsbook',
  `${origin}/api/sportsbook`,
]

/** Runs the `conformance` command as an operator would; resolves with its exit code and output. */
function conformance(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    child.once('exit', (code) => resolve({ code, out }))
  })
}

const rowOf = (out: string, id: string) => out.split('\n').find((l) => l.startsWith(`${id} `)) ?? ''

describe('against the reference backend', () => {
  it('passes every check with a demo player and exits 0', async () => {
    const { code, out } = await conformance([...apis(server.origin), '--player', PLAYER])
    expect(out).toContain('places one real bet')
    for (const { id } of CHECKS) expect(rowOf(out, id), out).toMatch(new RegExp(`^${id}\\s+PASS\\s`))
    expect(out).toMatch(new RegExp(`${CHECKS.length} passed, 0 failed, 0 skipped: conformant`))
    expect(code).toBe(0)
  })

  it('skips, never fails, the signed-in checks without --player (JSON for machines, exit 0)', async () => {
    const printed: string[] = []
    const code = await main([...apis(server.origin), '--json'], (s) => printed.push(s))
    expect(code).toBe(0)
    expect(printed).toHaveLength(1)
    const { rows } = JSON.parse(printed[0]!) as { rows: Row[] }
    const skipped = rows.filter((r) => r.outcome === 'skip')
    expect(rows.filter((r) => r.outcome === 'fail')).toEqual([])
    expect(skipped.map((r) => r.id)).toContain('bets.place-idempotent')
    expect(skipped.every((r) => r.detail === 'needs --player email:password')).toBe(true)
    expect(rows.find((r) => r.id === 'realtime.public-subscribe')?.outcome).toBe('pass')
  })
})

describe('against a backend with a broken GET /matches/{id}', () => {
  it('fails the rows of that endpoint, names them in the table and exits 1', async () => {
    const realtime = `${server.origin.replace('http', 'ws')}/connection/websocket`
    const { code, out } = await conformance([
      ...apis(proxy.origin),
      '--realtime',
      realtime,
      '--player',
      PLAYER,
    ])
    expect(rowOf(out, 'match.get')).toMatch(/^match\.get\s+FAIL\s.*body is not a Match at bettable/)
    expect(rowOf(out, 'errors.not-found')).toMatch(/^errors\.not-found\s+FAIL\s.*not of §8 shape/)
    const failed = CHECKS.filter(({ id }) => / FAIL /.test(rowOf(out, id))).map((c) => c.id)
    expect(failed).toEqual(['match.get', 'errors.not-found'])
    expect(out).toMatch(/\d+ passed, 2 failed, 0 skipped: NOT CONFORMANT: match\.get, errors\.not-found/)
    expect(code).toBe(1)
  })
})
