// Browser benchmark: the live page with ~900 odds buttons in Chromium while odds change at a fixed
// rate through the realtime HTTP API (POST /api/publish, X-API-Key). Measures publish → DOM update
// (p50/p99, MutationObserver in the page, same machine clock) and long tasks (PerformanceObserver).
//   npx tsx bench/browser-live.ts [rows=200] [changesPerSec=2000] [seconds=20]
// The demo catalogue has ~20 live matches, so the live list the browser loads (client navigation,
// GET /matches?match_status=1) is answered with `rows` copies of real live matches under new ids;
// everything after that (publish, hub, WebSocket, proxy, merge, render) is the product's own path.
// Starts its own API (feed at FEED_SPEED 0.1, so nearly all changes are the bench's) and web server
// on ports 4610/3610 (PostgreSQL 5960; BENCH_API_PORT, BENCH_WEB_PORT, BENCH_PG_PORT to change them)
// with data in $TMPDIR/sportsbook-bench-browser-<api port>; needs a web build
// (`npm run build -w @sportsbook/web`). BENCH_PROFILE=<file.cpuprofile> records the page's main
// thread (Chromium CPU profile) while the bench publishes and BENCH_TRACE=<file.json> a Chromium trace
// (devtools.timeline: style, layout, paint as well as script); `bench/profile-summary.ts` and
// `bench/trace-summary.ts` sum them up. BENCH_CSS='<rules>' adds a style sheet to the page, to see
// what a rule costs (e.g. '.animate-live{animation:none}').
// Beside the page, two Node clients on the same channel (lib/socket-observers.ts), one straight to the
// API's hub and one through the web server's /connection/websocket proxy, split publish → frame into
// hops (lib/hops.ts): publish answered, hub, web proxy, browser. BENCH_OBSERVERS=0 leaves them out.
// BENCH_HUB_PORT=<port> runs the hub in its own process (ROLES=realtime; lib/live-stack.ts).
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { MatchPage, type Market } from '@sportsbook/contract'
import { chromium } from 'playwright-core'
import { formerAccounting } from './lib/former-accounting.ts'
import { printHops, startHopObservers, watchProcesses } from './lib/hop-report.ts'
import { account } from './lib/live-accounting.ts'
import { probeOdds, probeSocket } from './lib/page-probes.ts'
import { move, syntheticMatches, text } from './lib/synthetic-live.ts'
import { startLiveStack } from './lib/live-stack.ts'
import { stopAll } from './lib/processes.ts'

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4610)
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3610)
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5960)
const HUB_PORT = process.env.BENCH_HUB_PORT ? Number(process.env.BENCH_HUB_PORT) : undefined
/** The odds buttons of a row (a row also has other buttons, e.g. its favourite star). */
const ODDS = 'button[data-odds]'
const API_KEY = 'bench-key-0123456789'
const API = `http://127.0.0.1:${API_PORT}`
const WEB = `http://127.0.0.1:${WEB_PORT}`
/** Publications go out in ticks of this length, as a feed batches its changes. */
const TICK_MS = 10
/** The channel the live listing follows in English, where the bench publishes. */
const CHANNEL = 'public:en'
/** Time after the last publication for the page to catch up before counting. */
const DRAIN_MS = 2_000
/**
 * After DRAIN_MS, the bench waits (up to this) until the page has received the last publication, then
 * DRAIN_MS more for it to paint: a change still queued before the socket when counting is not lost.
 */
const CATCH_UP_MS = 30_000
/** Publish requests in flight at most; beyond it the bench falls behind (and says so) instead of queueing. */
const MAX_IN_FLIGHT = 64
const RUN_TIMEOUT_MS = 300_000
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]

const now = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Row {
  id: number
  /** The markets of the row in button order (main, then secondary); outcomes give the button index. */
  markets: Market[]
}

async function main() {
  const rowCount = Number(process.argv[2] ?? 200)
  const rate = Number(process.argv[3] ?? 2000)
  const seconds = Number(process.argv[4] ?? 20)
  const dataDir = path.join(os.tmpdir(), `sportsbook-bench-browser-${API_PORT}`)
  const kill = setTimeout(() => {
    console.error('browser bench timed out')
    stopAll()
    process.exit(1)
  }, RUN_TIMEOUT_MS)

  const stack = await startLiveStack({
    apiPort: API_PORT,
    webPort: WEB_PORT,
    pgPort: PG_PORT,
    hubPort: HUB_PORT,
    apiKey: API_KEY,
    dataDir,
  })
  const HUB = stack.hub
  const observers = await startHopObservers(HUB, WEB, API, CHANNEL)

  const live = MatchPage.parse(
    await (await fetch(`${API}/api/sportsbook/matches?type=match&match_status=1&limit=100`)).json(),
  ).data.filter((m) => m.main_market && m.secondary_market)
  if (live.length === 0) throw new Error('the feed has no live match with two shown markets yet')
  const synthetic = syntheticMatches(live, rowCount)
  const rows: Row[] = synthetic.map((m) => ({ id: m.id, markets: [m.main_market!, m.secondary_market!] }))

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await probeSocket(page)
  if (process.env.BENCH_CSS) {
    const css = process.env.BENCH_CSS
    await page.addInitScript((rules) => {
      addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style')
        style.textContent = rules
        document.head.append(style)
      })
    }, css)
  }
  // The live list as the API would answer it now: the prices published so far, so a REST resync
  // (first subscribe, or a reconnect whose recovery failed) shows current prices as it would in
  // production. `listLoads` stamps each load: a load during the run is a resync.
  const listLoads: number[] = []
  await page.route(
    (url) => url.pathname === '/api/sportsbook/matches' && url.searchParams.get('match_status') === '1',
    (route) => {
      listLoads.push(now())
      const data = synthetic.map((m, i) => ({
        ...m,
        main_market: rows[i]!.markets[0]!,
        secondary_market: rows[i]!.markets[1]!,
      }))
      return route.fulfill({
        json: { data, pagination: { total: rowCount, page: 1, limit: 500, last_page: 1 } },
      })
    },
  )
  let subscribed = false
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      if (String(f.payload).includes('"subscribe":{')) subscribed = true
    }),
  )
  await page.goto(`${WEB}/sports/schedule`, { waitUntil: 'networkidle' })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Live' }).first().click()
  await page.waitForFunction((n) => document.querySelectorAll('main li').length >= n, rowCount)
  for (const end = Date.now() + 15_000; !subscribed && Date.now() < end;) await sleep(100)
  if (!subscribed) throw new Error('the page did not subscribe to its realtime channel')
  await sleep(2_000) // the first-subscribe REST resync

  const oddsButtons = await page.locator(`main li ${ODDS}`).count()
  const otherButtons = (await page.locator('main li button').count()) - oddsButtons
  const inViewport = await page.$$eval(
    `main li ${ODDS}`,
    (bs) =>
      bs.filter((b) => {
        const r = b.getBoundingClientRect()
        return r.bottom > 0 && r.top < innerHeight
      }).length,
  )

  await probeOdds(page, ODDS)
  const profiler = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : undefined
  if (profiler) {
    await profiler.send('Profiler.enable')
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 })
    await profiler.send('Profiler.start')
  }
  if (process.env.BENCH_TRACE) {
    await browser.startTracing(page, {
      path: process.env.BENCH_TRACE,
      categories: [
        'devtools.timeline',
        'v8.execute',
        'toplevel',
        'blink.user_timing',
        // e.g. disabled-by-default-devtools.timeline.invalidationTracking: what made style or layout dirty
        ...(process.env.BENCH_TRACE_CATEGORIES?.split(',') ?? []),
      ],
    })
  }

  // Publish: each publication moves every price of one row (a markets_changed of its shown markets).
  const published: [string, number, number][] = [] // [`${id}|${index}|${text}`, publish time, publication]
  const changesPerPub =
    rows.reduce((n, r) => n + r.markets.reduce((k, m) => k + m.outcomes.length, 0), 0) / rows.length
  const pubsPerTick = (rate / changesPerPub) * (TICK_MS / 1000)
  let changes = 0
  let failures = 0
  let due = 0
  let inFlight = 0
  const sentPubs: [number, number][] = [] // [match id, publish time] in publish order
  const offsets: (number | undefined)[] = [] // the stream offset the API gave each publication
  const rtts: number[] = []
  const answeredAt: (number | undefined)[] = [] // when the API answered each publication
  const endWatch = await watchProcesses({ api: API, hub: HUB }, { ...stack.pids, observers: observers?.pid })
  const t0 = now()
  // BENCH_DISCONNECT_AT_S=<s>: the hub closes the page's connection then (3008, as its slow-client
  // protection would), to watch a reconnect, its recovery and the REST resync under load.
  const disconnectAt = process.env.BENCH_DISCONNECT_AT_S
    ? Number(process.env.BENCH_DISCONNECT_AT_S) * 1000
    : undefined
  let disconnected = false
  for (let tick = 0; now() - t0 < seconds * 1000; tick++) {
    if (disconnectAt !== undefined && !disconnected && now() - t0 >= disconnectAt) {
      disconnected = true
      void fetch(`${HUB}/api/disconnect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
        body: JSON.stringify({ user: '', disconnect: { code: 3008, reason: 'slow' } }),
      })
    }
    due += pubsPerTick
    for (; due >= 1 && inFlight < MAX_IN_FLIGHT; due--) {
      const row = rows[Math.floor(Math.random() * rows.length)]!
      let index = 0
      row.markets = row.markets.map((m) => ({
        ...m,
        outcomes: m.outcomes.map((o) => {
          const odds = move(o.odds)
          published.push([`${row.id}|${index++}|${text(odds)}`, now(), sentPubs.length])
          changes++
          return { ...o, odds }
        }),
      }))
      sentPubs.push([row.id, now()])
      const body = JSON.stringify({
        channel: CHANNEL,
        data: { type: 'markets_changed', match_id: row.id, markets: row.markets },
        tags: { event: 'markets_changed' },
      })
      inFlight++
      const sentAt = now()
      const pubIndex = sentPubs.length - 1
      fetch(`${HUB}/api/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
        body,
      })
        .then(async (r) => {
          if (!r.ok) failures++
          const answer = (await r.json()) as { result?: { offset?: number } }
          offsets[pubIndex] = answer.result?.offset
        })
        .catch(() => failures++)
        .finally(() => {
          inFlight--
          answeredAt[pubIndex] = now()
          rtts.push(answeredAt[pubIndex] - sentAt)
        })
    }
    const wait = t0 + (tick + 1) * TICK_MS - now()
    if (wait > 0) await sleep(wait)
  }
  const elapsed = (now() - t0) / 1000
  const usage = await endWatch()
  await sleep(DRAIN_MS)
  const topOffset = Math.max(0, ...offsets.filter((o) => o !== undefined))
  const catchUpStart = now()
  while (now() - catchUpStart < CATCH_UP_MS) {
    const received = await page.evaluate(
      (last) => (window as unknown as { __rx: [number, number][] }).__rx.some(([o]) => o >= last),
      topOffset,
    )
    if (received) break
    await sleep(200)
  }
  const caughtUpMs = now() - catchUpStart
  if (caughtUpMs > 0) await sleep(DRAIN_MS)
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop')
    await writeFile(process.env.BENCH_PROFILE!, JSON.stringify(profile))
    console.log(`CPU profile of the page: ${process.env.BENCH_PROFILE}`)
  }
  if (process.env.BENCH_TRACE) {
    await browser.stopTracing()
    console.log(`trace of the browser: ${process.env.BENCH_TRACE}`)
  }

  const result = await page.evaluate(() => ({
    ...(window as unknown as { __bench: { dom: [number, number, string, number][]; long: number[] } })
      .__bench,
    readAt: performance.timeOrigin + performance.now(),
  }))
  // Publish → frame in the page, by the publication's stream offset.
  const rx = await page.evaluate(() => (window as unknown as { __rx: [number, number][] }).__rx)
  // Frames that arrived after the paints were read would look delivered and never painted.
  const readAt = result.readAt
  const rxByOffset = new Map<number, number>()
  for (const [offset, t] of rx) if (t <= readAt && !rxByOffset.has(offset)) rxByOffset.set(offset, t)
  const arrivedAt = sentPubs.map((_, i) =>
    offsets[i] === undefined ? undefined : rxByOffset.get(offsets[i]!),
  )
  const network = sentPubs.flatMap(([, t], i) => (arrivedAt[i] === undefined ? [] : [arrivedAt[i]! - t]))
  // Concurrent HTTP publishes may reach the hub in another order than the bench sent them: the hub's
  // order (offsets) is the truth the page must end at, so changes are accounted in offset order.
  let reordered = 0
  const lastOffset = new Map<number, number>()
  sentPubs.forEach(([id], i) => {
    const o = offsets[i]
    if (o === undefined) return
    if ((lastOffset.get(id) ?? 0) > o) reordered++
    lastOffset.set(id, Math.max(o, lastOffset.get(id) ?? 0))
  })
  const ordered = published
    .filter(([, , pub]) => offsets[pub] !== undefined)
    .sort((a, b) => offsets[a[2]]! - offsets[b[2]]! || a[1] - b[1])
  const outcomes = account(
    ordered.map(([key, at, pub]) => {
      const [id, index, shown] = key.split('|')
      return { button: `${id}|${index}`, text: shown!, at, arrived: arrivedAt[pub] }
    }),
    result.dom.map(([id, index, shown, at]) => ({ button: `${id}|${index}`, text: shown, at })),
  )
  const latencies: number[] = []
  const inPage: number[] = []
  const count = { superseded: 0, supersededUndelivered: 0, lost: 0, lostUndelivered: 0 }
  outcomes.forEach((o, i) => {
    const pub = ordered[i]![2]
    if (o.kind === 'shown') {
      latencies.push(o.latency)
      const at = arrivedAt[pub]
      if (at !== undefined && o.latency + ordered[i]![1] >= at) inPage.push(o.latency + ordered[i]![1] - at)
    } else if (o.kind === 'superseded') {
      if (o.delivered) count.superseded++
      else count.supersededUndelivered++
    } else if (o.delivered) count.lost++
    else count.lostUndelivered++
  })
  const former = formerAccounting(published, result.dom, ordered, outcomes)
  latencies.sort((a, b) => a - b)
  inPage.sort((a, b) => a - b)
  network.sort((a, b) => a - b)
  rtts.sort((a, b) => a - b)
  const pct = (xs: number[], p: number) =>
    +(xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN).toFixed(1)
  const long = result.long.filter((d) => d > 50)
  console.log(
    `browser-live on /sports/live: ${rows.length} rows, ${oddsButtons} odds buttons (${inViewport} in the viewport), ${otherButtons} other buttons in rows`,
  )
  // The socket's life during the run: any close, reconnect or resync shows here.
  const ws = await page.evaluate(() => (window as unknown as { __ws: (string | number | boolean)[][] }).__ws)
  const during = ws.filter((e) => (e[1] as number) >= t0)
  const resyncs = listLoads.filter((t) => t >= t0).length
  console.log(
    `socket during the run: ${during.length === 0 ? 'no event (one connection throughout)' : during.map((e) => `${e[0]}@+${Math.round((e[1] as number) - t0)}ms ${e.slice(2).join(' ')}`).join('; ')}; live-list REST loads (resyncs): ${resyncs}; publications that reached the hub out of send order: ${reordered}; waited ${(DRAIN_MS + caughtUpMs).toFixed(0)} ms after the run for the page to receive the last publication`,
  )
  console.table([
    {
      target_changes_per_s: rate,
      sent_changes_per_s: Math.round(changes / elapsed),
      publish_failures: failures,
      measured: latencies.length,
      superseded_in_page: count.superseded,
      superseded_never_delivered: count.supersededUndelivered,
      lost: count.lost + count.lostUndelivered,
      lost_never_delivered: count.lostUndelivered,
      publish_http_p50_ms: pct(rtts, 0.5),
      to_socket_p50_ms: pct(network, 0.5),
      to_socket_p99_ms: pct(network, 0.99),
      frame_to_dom_p50_ms: pct(inPage, 0.5),
      frame_to_dom_p99_ms: pct(inPage, 0.99),
      p50_ms: pct(latencies, 0.5),
      p99_ms: pct(latencies, 0.99),
      max_ms: pct(latencies, 1),
      long_tasks_over_50ms: long.length,
      longest_task_ms: long.length ? Math.round(Math.max(...long)) : 0,
    },
  ])
  console.log(usage)
  const sent = sentPubs.map(([, t]) => t)
  if (observers) await printHops(observers, page, { sent, offsets, answeredAt, frameAt: arrivedAt })
  console.log(
    `former accounting (first paint of the same text at or after the publish): not seen ${former.missed} (${[...former.missedAs].map(([k, n]) => `${n} ${k}`).join(', ') || 'none'}), max ${former.max.toFixed(1)} ms (that change: ${former.maxAs || 'none'})`,
  )
  await browser.close()
  clearTimeout(kill)
  stopAll()
  await sleep(3_000)
  process.exit(0)
}

main().catch((err) => {
  console.error(err)
  stopAll()
  process.exit(1)
})
