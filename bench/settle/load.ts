// The other traffic of a match day while a match settles: an open loop of listing reads
// (GET /api/sportsbook/matches?limit=20) and of singles placed on OTHER matches, each at a fixed
// offered rate with random (exponential) gaps. Latency counts from each request's scheduled time, so a
// server that falls behind pays for its queue (no coordinated omission), as in bench/bets.ts.
import http from 'node:http'
import { HOST, type Session } from './api.ts'
import type { Leg } from './catalog.ts'
import { CURRENCY } from './plan.ts'

/** The scheduler wakes this often and sends every request that is due. */
const TICK_MS = 1
/** Requests of one stream in flight at most; beyond it sending waits (and the wait is billed). */
const MAX_IN_FLIGHT = 256
const STAKE = 100

export interface Sample {
  kind: 'read' | 'bet'
  /** Scheduled time, epoch ms. */
  at: number
  ms: number
  status: number
}

export const epochMs = () => performance.timeOrigin + performance.now()

export function send(
  agent: http.Agent,
  port: number,
  req: { method: string; path: string; body?: string; headers?: Record<string, string> },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...req.headers }
    if (req.body !== undefined) {
      headers['content-type'] = 'application/json'
      headers['content-length'] = Buffer.byteLength(req.body)
    }
    const r = http.request(
      { host: HOST, port, method: req.method, path: req.path, agent, headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
      },
    )
    r.on('error', reject)
    r.end(req.body)
  })
}

/** POST /api/sportsbook/bets of one single, as the web app's slip sends it. */
export function placeSingle(
  agent: http.Agent,
  port: number,
  player: Session,
  leg: Leg,
  stake: number,
  key: string,
) {
  const body = JSON.stringify({
    meta: { device_id: 'settle-bench-load', quick: false, type: 'single' },
    bets: [
      {
        stake: { value: stake, currency: CURRENCY },
        selections: [
          {
            match_id: leg.matchId,
            market_id: leg.marketId,
            specifier: leg.specifier,
            outcome_id: leg.outcomeId,
            odds: leg.odds,
          },
        ],
      },
    ],
  })
  return send(agent, port, {
    method: 'POST',
    path: '/api/sportsbook/bets',
    body,
    headers: { cookie: player.cookie, 'x-csrf-token': player.csrf, 'idempotency-key': key },
  })
}

/** One open-loop stream: `fire` is called at `rate` per second until stopped. */
function stream(kind: Sample['kind'], rate: number, fire: (n: number) => Promise<number>, samples: Sample[]) {
  let running = true
  let n = 0
  const inFlight = new Set<Promise<void>>()
  const loop = async () => {
    let due = epochMs()
    while (running) {
      const now = epochMs()
      while (running && due <= now && inFlight.size < MAX_IN_FLIGHT) {
        const at = due
        const p = fire(n++)
          .catch(() => 0)
          .then((status) => void samples.push({ kind, at, ms: epochMs() - at, status }))
        inFlight.add(p)
        void p.finally(() => inFlight.delete(p))
        due += (-Math.log(1 - Math.random()) * 1000) / rate
      }
      await new Promise((r) => setTimeout(r, TICK_MS))
    }
    await Promise.all(inFlight)
  }
  const done = rate > 0 ? loop() : Promise.resolve()
  return async () => {
    running = false
    await done
  }
}

/** Starts reads and placements; the returned function stops them and resolves when all are answered. */
export function startLoad(opts: {
  port: number
  readsPerS: number
  betsPerS: number
  players: Session[]
  legs: Leg[]
  samples: Sample[]
}): () => Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const read = () =>
    send(agent, opts.port, { method: 'GET', path: '/api/sportsbook/matches?limit=20' }).then((r) => r.status)
  const bet = (n: number) =>
    placeSingle(
      agent,
      opts.port,
      opts.players[n % opts.players.length]!,
      opts.legs[n % opts.legs.length]!,
      STAKE,
      `settle-load-${n}`,
    ).then((r) => r.status)
  const stops = [
    stream('read', opts.readsPerS, read, opts.samples),
    stream('bet', opts.betsPerS, bet, opts.samples),
  ]
  return async () => {
    await Promise.all(stops.map((s) => s()))
    agent.destroy()
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

/** Count, answers per second, non-2xx answers and p50/p99/max of the samples scheduled in [from, to). */
export function summarize(samples: Sample[], kind: Sample['kind'], from: number, to: number) {
  const xs = samples.filter((s) => s.kind === kind && s.at >= from && s.at < to)
  const ms = xs.map((s) => s.ms).sort((a, b) => a - b)
  const failed = xs.filter((s) => s.status < 200 || s.status > 299)
  const statuses: Record<string, number> = {}
  for (const s of failed) statuses[s.status] = (statuses[s.status] ?? 0) + 1
  return {
    n: xs.length,
    per_s: +(xs.length / Math.max((to - from) / 1000, 0.001)).toFixed(1),
    failed: failed.length,
    statuses,
    p50_ms: +percentile(ms, 50).toFixed(1),
    p99_ms: +percentile(ms, 99).toFixed(1),
    max_ms: +(ms.at(-1) ?? NaN).toFixed(1),
  }
}
