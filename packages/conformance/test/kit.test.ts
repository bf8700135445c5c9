// The kit against the real reference backend (a process with its own PostgreSQL), then against a
// backend whose GET /matches/{id} is broken: the table must name exactly what broke.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../src/cli.ts'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { NO_PLAYER } from '../src/context.ts'
import { CALLS, CHECKS } from '../src/index.ts'
import type { Report } from '../src/report.ts'
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
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Events not sure to come within the kit's window: a cash-out offer moves only when its live match's
 * odds do after the live bet delay, and the tournament's pool grows only if a live match offers its odds. */
const MAY_NOT_HAPPEN = ['realtime.event.tournament_pool_changed', 'realtime.event.bet_cashout_changed']

describe('against the reference backend', () => {
  it('checks every spec §7 call with a fresh player (--reference), hears the events, exits 0', async () => {
    const file = path.join(os.tmpdir(), `conformance-report-${process.pid}.json`)
    const { code, out } = await conformance(['--base', server.origin, '--reference', '--report', file])
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Report
    fs.rmSync(file, { force: true })
    expect(report.calls.map((c) => c.call)).toEqual(CALLS.map((c) => `${c.method} ${c.path}`))
    expect(
      report.calls.filter((c) => c.result !== 'pass'),
      out,
    ).toEqual([])
    expect(out).toContain(
      `${CALLS.length} of ${CALLS.length} spec §7 calls checked: ${CALLS.length} pass, 0 fail, 0 skipped`,
    )
    // The events the kit makes happen on the reference backend (or its calls cause) are all heard.
    const skipped = report.rows.filter((r) => r.outcome === 'skip').map((r) => r.id)
    expect(
      skipped.every((id) => MAY_NOT_HAPPEN.includes(id)),
      out,
    ).toBe(true)
    for (const { id } of CHECKS.filter((c) => !MAY_NOT_HAPPEN.includes(c.id)))
      expect(rowOf(out, id), out).toMatch(new RegExp(`^${escape(id)}\\s+PASS\\s`))
    expect(out).toMatch(/\d+ passed, 0 failed, \d+ skipped: conformant/)
    expect(code).toBe(0)
  })

  it('answers every call of the table on a route of its OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.origin}/api/sportsbook/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const routes = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    )
    const pattern = (s: string) => new RegExp(`^${s.replace(/\{[^}]+\}/g, '[^/]+')}$`)
    for (const c of CALLS) {
      const wanted = `${c.method} /api/${c.api}${c.path}`
      expect(
        routes.some((r) => pattern(r).test(wanted) || pattern(wanted).test(r)),
        wanted,
      ).toBe(true)
    }
  })

  it('skips, never fails, the signed-in checks without a player (JSON for machines, exit 0)', async () => {
    const printed: string[] = []
    const code = await main([...apis(server.origin), '--json'], (s) => printed.push(s))
    expect(code).toBe(0)
    expect(printed).toHaveLength(1)
    const { rows, calls } = JSON.parse(printed[0]!) as Report
    const skipped = rows.filter((r) => r.outcome === 'skip')
    expect(rows.filter((r) => r.outcome === 'fail')).toEqual([])
    expect(skipped.map((r) => r.id)).toContain('POST /bets')
    expect(
      skipped
        .filter((r) => !r.id.startsWith('realtime.event.') && !r.id.includes('virtual-wallet'))
        .every((r) => r.detail === NO_PLAYER),
    ).toBe(true)
    expect(calls.find((c) => c.call === 'GET /matches')?.result).toBe('pass')
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
    expect(rowOf(out, 'GET /matches/{id}')).toMatch(
      /^GET \/matches\/\{id\}\s+FAIL\s.*body is not a Match at bettable/,
    )
    const failed = CHECKS.filter(({ id }) => / FAIL /.test(rowOf(out, id))).map((c) => c.id)
    expect(failed).toEqual(['match.get', 'errors.not-found', 'GET /matches/{id}'])
    expect(out).toMatch(
      /\d+ passed, 3 failed, \d+ skipped: NOT CONFORMANT: match\.get, errors\.not-found, GET \/matches\/\{id\}/,
    )
    expect(out).toContain(
      `${CALLS.length} of ${CALLS.length} spec §7 calls checked: ${CALLS.length - 2} pass, 1 fail, 1 skipped`,
    )
    expect(code).toBe(1)
  })
})
