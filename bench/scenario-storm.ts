// Browser benchmark driven by the scenario simulator (docs/scenarios.md): a live soccer match's page
// in Chromium while the library's `price-storm` (1,000 outcome prices moved a second for 10 s, through
// the feed's own tick, hub and channels) plays on that match. No synthetic publications, no waiting for
// the feed to move: every change is the product's path end to end. Reports the odds buttons the page
// updated a second (MutationObserver), the page's long tasks (> 50 ms) and the longest, and the run.
//   npm start   # or any running stack with DEV_TOOLS (the scenario routes)
//   npx tsx bench/scenario-storm.ts [webUrl=http://127.0.0.1:3000] [apiUrl=http://127.0.0.1:4000]
import { MatchPage } from '@sportsbook/contract'
import { chromium } from 'playwright-core'

const [web = 'http://127.0.0.1:3000', api = 'http://127.0.0.1:4000'] = process.argv.slice(2)
const ODDS = 'button[data-odds]'

/** The live soccer match to storm: bettable with its main market open, the earliest in play. */
async function pickMatch() {
  const res = await fetch(`${api}/api/sportsbook/matches?match_status=1&sport_key=soccer&limit=50`)
  const live = MatchPage.parse(await res.json()).data.filter((m) => m.bettable && m.main_market?.status === 1)
  if (!live[0]) throw new Error('no live soccer match with an open main market: is the feed running?')
  return live[0]
}

const match = await pickMatch()
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--headless'],
})
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(`${web}/sports/${match.sport.key}/${match.slug}`)
  await page.locator(ODDS).first().waitFor({ timeout: 60_000 })
  const buttons = await page.locator(ODDS).count()
  await page.evaluate((sel) => {
    const w = window as unknown as { __storm: { changes: number; longTasks: number[] } }
    w.__storm = { changes: 0, longTasks: [] }
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target instanceof Element ? r.target : r.target.parentElement
        if (el?.closest(sel)) w.__storm.changes++
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-odds'],
    })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__storm.longTasks.push(e.duration)
    }).observe({ type: 'longtask' })
  }, ODDS)
  const started = Date.now()
  const run = await fetch(`${api}/api/dev/scenarios/price-storm/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ match_id: match.id, wait: true }),
  })
  if (!run.ok) throw new Error(`price-storm: ${run.status} ${await run.text()}`)
  const stormMs = Date.now() - started
  await page.waitForTimeout(2_000) // the page catches up
  const seen = await page.evaluate(
    () => (window as unknown as { __storm: { changes: number; longTasks: number[] } }).__storm,
  )
  console.log(
    JSON.stringify(
      {
        match: match.id,
        odds_buttons: buttons,
        storm_ms: stormMs,
        dom_odds_updates: seen.changes,
        dom_odds_updates_per_s: Math.round(seen.changes / (stormMs / 1000)),
        long_tasks: seen.longTasks.length,
        long_task_ms_total: Math.round(seen.longTasks.reduce((a, b) => a + b, 0)),
        long_task_ms_max: Math.round(Math.max(0, ...seen.longTasks)),
      },
      null,
      2,
    ),
  )
} finally {
  await browser.close()
}
