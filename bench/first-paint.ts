// First paint as a first-time phone visitor sees it, observed (not simulated): Chromium with Lighthouse's
// mobile throttling applied through the DevTools protocol (CPU ×4, 150 ms round trip, 1.6 Mbps down,
// 750 kbps up), a 390×844 screen, no cookies, cache empty. Reports FCP, LCP and its element, layout
// shifts with the elements that moved, and what was requested before first paint and before `load`.
//   npx tsx bench/first-paint.ts [url=http://127.0.0.1:3000/sports] [runs=3]
// Against a running stack (`node scripts/start.mjs` after a web build); median of `runs`, each in a fresh
// context. Debian's /usr/bin/chromium or CHROME_PATH, never a downloaded browser.
import { chromium, type Page } from 'playwright-core'

const url = process.argv[2] ?? 'http://127.0.0.1:3000/sports'
const runs = Number(process.argv[3] ?? 3)
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
/** Lighthouse 12's mobile throttling (constants.js `mobileSlow4G`), applied for real here. */
const RTT_MS = 150
const DOWN_BYTES_S = (1.6 * 1024 * 1024) / 8
const UP_BYTES_S = (750 * 1024) / 8
const CPU_SLOWDOWN = 4

interface Seen {
  fcp: number
  lcp: number
  lcpElement: string
  cls: number
  shifts: string[]
}

/** Runs in the page before its own scripts: buffers paint, LCP and layout-shift entries. */
function observe() {
  const w = window as unknown as { __fp: Seen }
  const describe = (n: Node | null | undefined) => {
    const el = n instanceof Element ? n : n?.parentElement
    if (!el) return '?'
    const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 3).join('.') : ''
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
  }
  w.__fp = { fcp: NaN, lcp: NaN, lcpElement: '', cls: 0, shifts: [] }
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') w.__fp.fcp = e.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((l) => {
    for (const e of l.getEntries() as (PerformanceEntry & { element?: Element })[]) {
      w.__fp.lcp = e.startTime
      w.__fp.lcpElement = describe(e.element)
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((l) => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }
    for (const e of l.getEntries() as Shift[]) {
      if (e.hadRecentInput) continue
      w.__fp.cls += e.value
      w.__fp.shifts.push(
        `${e.value.toFixed(4)} @${Math.round(e.startTime)} ms: ${e.sources.map((s) => describe(s.node)).join(' | ')}`,
      )
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

async function once(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: DOWN_BYTES_S,
    uploadThroughput: UP_BYTES_S,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const requests: { url: string; type: string; at: number }[] = []
  const t0 = Date.now()
  page.on('request', (r) => requests.push({ url: r.url(), type: r.resourceType(), at: Date.now() - t0 }))
  // tsx names functions with a `__name` helper the page does not have
  await page.addInitScript({ content: `var __name = (f) => f;(${observe.toString()})()` })
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  const loadMs = Date.now() - t0
  await page.waitForTimeout(3000) // late shifts and LCP candidates after load
  const seen = await page.evaluate(() => (window as unknown as { __fp: Seen }).__fp)
  const before = (ms: number) => requests.filter((r) => r.at <= ms)
  const count = (list: typeof requests) =>
    Object.entries(
      list.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.type]: (acc[r.type] ?? 0) + 1 }), {}),
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')
  return {
    ...seen,
    loadMs,
    requestsBeforeFcp: count(before(seen.fcp)),
    requestsBeforeLoad: count(before(loadMs)),
  }
}

const browser = await chromium.launch({
  executablePath: CHROME,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
const results = []
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    })
    const r = await once(await context.newPage())
    await context.close()
    console.error(`run ${i + 1}: ${JSON.stringify(r, null, 1)}`)
    results.push(r)
  }
} finally {
  await browser.close()
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!
console.log(
  JSON.stringify({
    url,
    date: new Date().toISOString(),
    runs,
    fcp_ms: Math.round(median(results.map((r) => r.fcp))),
    lcp_ms: Math.round(median(results.map((r) => r.lcp))),
    load_ms: Math.round(median(results.map((r) => r.loadMs))),
    cls: +median(results.map((r) => r.cls)).toFixed(4),
    lcp_elements: [...new Set(results.map((r) => r.lcpElement))],
  }),
)
