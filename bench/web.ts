// Page weight and speed as a phone sees it: Lighthouse (mobile, default simulated throttling,
// performance only) on home /sports, /sports/live and a live match page, each `runs` times in a fresh
// headless Chromium (Debian's /usr/bin/chromium or CHROME_PATH; never a downloaded browser), median of
// every metric. Also the JavaScript the page loads before `load` (Lighthouse's network records) and the
// route's initial JavaScript from the build output (apps/web/scripts/route-assets.mjs, as the budget
// check counts it).
//   npm run build -w @sportsbook/web && npx tsx bench/web.ts [runs=3]
// Starts the real stack as bench/browser-live.ts does: the API (demo feed at speed 1, NODE_ENV=production,
// its own embedded PostgreSQL in a temporary DATA_DIR) on 4610/6111 and the production web server
// (apps/web/server.mjs) on 3610, loopback only (BENCH_API_PORT, BENCH_PG_PORT, BENCH_WEB_PORT).
// BENCH_PAGES=home,live,match picks pages; BENCH_LHR_DIR=dir keeps every run's Lighthouse report
// (<page>-<run>.json) and trace (<page>-<run>.trace.json, for bench/trace-summary.ts).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import lighthouse from 'lighthouse'

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)))
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4610)
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3610)
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 6111)
const API = `http://127.0.0.1:${API_PORT}`
const WEB = `http://127.0.0.1:${WEB_PORT}`
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const RUN_TIMEOUT_MS = 20 * 60_000
const CLIENT_DIR = path.join(root, 'apps/web/build/client')
const LHR_DIR = process.env.BENCH_LHR_DIR

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const children: ChildProcess[] = []

function start(name: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[${name}] ${d}`))
  children.push(child)
  return child
}

async function stopAll() {
  for (const c of children.reverse()) {
    if (c.exitCode !== null || c.signalCode !== null) continue
    const exited = new Promise((r) => c.once('exit', r))
    c.kill('SIGINT')
    await Promise.race([exited, sleep(20_000)])
  }
}

/** Refuses a port something else already answers on: the bench would measure someone else's server. */
async function assertFree(port: number) {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
  if (inUse)
    throw new Error(
      `port ${port} is already in use: pick others (BENCH_API_PORT, BENCH_WEB_PORT, BENCH_PG_PORT)`,
    )
}

async function waitFor(url: string, timeoutMs = 180_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(500)) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** A fresh headless Chromium with a DevTools port of its own choosing; returns the port and a stop. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsbook-bench-web-chrome-'))
  const chrome = spawn(
    CHROME,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  const portFile = path.join(profile, 'DevToolsActivePort')
  for (const end = Date.now() + 30_000; !fs.existsSync(portFile); await sleep(100)) {
    if (Date.now() > end || chrome.exitCode !== null) throw new Error(`${CHROME} did not start`)
  }
  await sleep(100) // the file is written in two lines; let it be complete
  const port = Number(fs.readFileSync(portFile, 'utf8').split('\n')[0])
  return {
    port,
    stop: async () => {
      // Chromium keeps writing its cache until it has exited (and a killed browser's helpers a little
      // after): wait for the exit, then remove the profile with retries; cleanup never fails the bench.
      if (chrome.exitCode === null && chrome.signalCode === null) {
        const exited = new Promise((r) => chrome.once('exit', r))
        chrome.kill('SIGTERM')
        if ((await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])) === false) {
          chrome.kill('SIGKILL')
          await Promise.race([exited, sleep(5_000)])
        }
      }
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      } catch (e) {
        console.error(`[web] left ${profile} behind: ${(e as Error).message}`)
      }
    },
  }
}

interface Run {
  score: number
  lcp_ms: number
  fcp_ms: number
  tbt_ms: number
  cls: number
  /** Script bytes transferred (as sent: compressed) and files, of requests finished before `load`. */
  js_before_load_kb: number
  js_files: number
}

type Audit = { numericValue?: number; details?: { items?: Record<string, unknown>[] } }

async function lighthouseRun(url: string, tag: string): Promise<Run> {
  const chrome = await launchChromium()
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (LHR_DIR) {
      fs.mkdirSync(LHR_DIR, { recursive: true })
      fs.writeFileSync(path.join(LHR_DIR, `${tag}.json`), JSON.stringify(lhr))
      fs.writeFileSync(path.join(LHR_DIR, `${tag}.trace.json`), JSON.stringify(result.artifacts.Trace))
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const audits = lhr.audits as Record<string, Audit>
    const value = (id: string) => audits[id]?.numericValue ?? NaN
    const load = Number(audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity)
    const scripts = (audits['network-requests']?.details?.items ?? []).filter(
      (r) => r.resourceType === 'Script' && Number(r.networkEndTime) <= load,
    )
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp_ms: value('largest-contentful-paint'),
      fcp_ms: value('first-contentful-paint'),
      tbt_ms: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      js_before_load_kb: scripts.reduce((s, r) => s + Number(r.transferSize ?? 0), 0) / 1024,
      js_files: scripts.length,
    }
  } finally {
    await chrome.stop()
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor((s.length - 1) / 2)]!
}

/** The route's initial JavaScript from the build (gzip), exactly as apps/web/scripts/check-budgets.mjs counts it. */
async function initialJs(url: string): Promise<{ gzipKb: number; files: number }> {
  const file = path.join(root, 'apps/web/scripts/route-assets.mjs')
  const mod = (await import(pathToFileURL(file).href)) as {
    routeInitialJs(clientDir: string, url: string): Promise<{ gzip: number; files: unknown[] }>
  }
  const r = await mod.routeInitialJs(CLIENT_DIR, new URL(url).pathname)
  return { gzipKb: r.gzip / 1024, files: r.files.length }
}

async function main() {
  const runs = Number(process.argv[2] ?? 3)
  if (!fs.existsSync(CLIENT_DIR))
    throw new Error('no web build: run `npm run build -w @sportsbook/web` first')
  for (const port of [API_PORT, WEB_PORT, PG_PORT]) await assertFree(port)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsbook-bench-web-'))
  fs.chmodSync(dataDir, 0o777) // PostgreSQL runs as its own user when we are root
  const kill = setTimeout(() => {
    console.error('web bench timed out')
    void stopAll().then(() => process.exit(2))
  }, RUN_TIMEOUT_MS)
  try {
    start('api', ['--import', 'tsx', 'src/server.ts'], path.join(root, 'apps/server'), {
      API_PORT: String(API_PORT),
      API_HOST: '127.0.0.1',
      PG_PORT: String(PG_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_WEB_URL: WEB,
      SEED_DEMO_PLAYERS: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    })
    await waitFor(`${API}/health`)
    start('web', ['server.mjs'], path.join(root, 'apps/web'), {
      WEB_PORT: String(WEB_PORT),
      WEB_HOST: '127.0.0.1',
      API_URL: API,
      NODE_ENV: 'production',
    })
    await waitFor(`${WEB}/sports`)
    const list = (await (await fetch(`${API}/api/sportsbook/matches?match_status=1&limit=1`)).json()) as {
      data: { slug: string; sport: { key: string } }[]
    }
    const match = list.data[0]
    if (!match) throw new Error('the feed has no live match yet')
    const wanted = (process.env.BENCH_PAGES ?? 'home,live,match').split(',')
    const pages = [
      { key: 'home', name: 'home /sports', url: `${WEB}/sports` },
      { key: 'live', name: 'live /sports/live', url: `${WEB}/sports/live` },
      { key: 'match', name: 'match (live)', url: `${WEB}/sports/${match.sport.key}/${match.slug}` },
    ].filter((p) => wanted.includes(p.key))
    for (const p of pages) await fetch(p.url) // warm the server-side caches once
    const rows = []
    for (const page of pages) {
      const results: Run[] = []
      for (let i = 0; i < runs; i++) {
        results.push(await lighthouseRun(page.url, `${page.key}-${i + 1}`))
        console.error(`[web] ${page.name} run ${i + 1}: ${JSON.stringify(results.at(-1))}`)
      }
      const m = (k: keyof Run) => median(results.map((r) => r[k]))
      const build = await initialJs(page.url)
      rows.push({
        page: page.name,
        url: page.url.replace(WEB, ''),
        scores: results.map((r) => r.score),
        score: m('score'),
        lcp_s: +(m('lcp_ms') / 1000).toFixed(2),
        fcp_s: +(m('fcp_ms') / 1000).toFixed(2),
        tbt_ms: Math.round(m('tbt_ms')),
        cls: +m('cls').toFixed(3),
        js_before_load_kb: +m('js_before_load_kb').toFixed(1),
        js_files: m('js_files'),
        initial_js_gzip_kb: +build.gzipKb.toFixed(1),
        initial_js_files: build.files,
      })
    }
    const machine = `${os.cpus().length}× ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
    console.log(
      JSON.stringify({ date: new Date().toISOString(), machine, load: os.loadavg(), runs, rows }, null, 2),
    )
    console.log(
      `\n| page | score (runs) | LCP s | FCP s | TBT ms | CLS | JS before load KB (transfer, files) | initial JS gzip KB (build, files) |`,
    )
    console.log('|---|---|---|---|---|---|---|---|')
    for (const r of rows) {
      console.log(
        `| ${r.page} | ${r.score} (${r.scores.join(', ')}) | ${r.lcp_s} | ${r.fcp_s} | ${r.tbt_ms} | ${r.cls} | ${r.js_before_load_kb} (${r.js_files}) | ${r.initial_js_gzip_kb} (${r.initial_js_files}) |`,
      )
    }
  } finally {
    await stopAll()
    try {
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    } catch (e) {
      console.error(`[web] left ${dataDir} behind: ${(e as Error).message}`)
    }
    clearTimeout(kill)
  }
}

await main()
