import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { MatchPage } from '@sportsbook/contract'

// Its own API and web server (not the shared e2e stack, whose runner stops everything when the API
// exits), so the backend can be stopped and started again under an open page.
const root = fileURLToPath(new URL('../..', import.meta.url))
/** Beside the shared stack's ports, moved by E2E_PORT_OFFSET like them. */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const API_PORT = 4390 + offset
const WEB_PORT = 3390 + offset
const PG_PORT = 5790 + offset
const API = `http://127.0.0.1:${API_PORT}`
const WEB = `http://127.0.0.1:${WEB_PORT}`
let dataDir = ''
let api: ChildProcess | undefined
let web: ChildProcess | undefined

function startApi() {
  api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      API_PORT: String(API_PORT),
      PG_PORT: String(PG_PORT),
      DATA_DIR: dataDir,
      FEED_SPEED: '20',
      FEED_SEED: '7',
      PUBLIC_WEB_URL: WEB,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
}

async function waitFor(url: string, timeoutMs = 120_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 300))) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
  }
  throw new Error(`${url} did not come up`)
}

const stop = (child: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsbook-e2e-restart-'))
  fs.chmodSync(dataDir, 0o777)
  startApi()
  await waitFor(`${API}/health`)
  web = spawn(process.execPath, ['server.mjs'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, WEB_PORT: String(WEB_PORT), API_URL: API, NODE_ENV: 'production' },
    stdio: 'ignore',
  })
  await waitFor(`${WEB}/sports`)
})

test.afterAll(async () => {
  await stop(web)
  await stop(api)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Prices of the live list as shown, by row link and button, and as the API has them now. */
async function pricesAgree(page: Page): Promise<number> {
  const rest = MatchPage.parse(
    await (await fetch(`${API}/api/sportsbook/matches?match_status=1&limit=500`)).json(),
  )
  const shown = await page.$$eval('main li', (lis) =>
    lis.map((li) => ({
      id: Number(/-(\d+)$/.exec(li.querySelector('a')?.getAttribute('href') ?? '')?.[1] ?? 0),
      prices: [...li.querySelectorAll('button')].map((b) => b.lastElementChild?.textContent ?? ''),
    })),
  )
  let same = 0
  let all = 0
  for (const row of shown) {
    const m = rest.data.find((x) => x.id === row.id)
    const expected = [m?.main_market, m?.secondary_market].flatMap((mk) =>
      mk && mk.status === 1 ? mk.outcomes.map((o) => (o.active ? o.odds.toFixed(2) : '')) : [],
    )
    expected.forEach((p, i) => {
      if (p === '') return
      all++
      if (row.prices[i] === p) same++
    })
  }
  return all === 0 ? 0 : same / all
}

// Runs in the desktop project only (see playwright.config.ts): it tests the transport, not the layout.
test('the backend restarts under an open page: alert, reconnect by itself, correct odds', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.goto(`${WEB}/sports/live`)
  await expect(page.locator('main [data-odds-move]').first()).toBeAttached({ timeout: 30_000 })

  await stop(api)
  const alert = page.getByRole('alert').filter({ hasText: 'Connection error' })
  await expect(alert).toBeVisible({ timeout: 15_000 })

  let reloaded = false
  page.on('request', (r) => {
    if (r.url().includes('/api/sportsbook/matches')) reloaded = true
  })
  startApi()
  await waitFor(`${API}/health`)
  // Backoff is capped at 20 s (spec §9); the new server has a new epoch, so recovery fails and
  // the page reloads its list over REST.
  await expect(alert).toBeHidden({ timeout: 40_000 })
  await expect.poll(() => reloaded, { timeout: 10_000 }).toBe(true)
  await expect(page.locator('main [data-odds-move]').first()).toBeAttached({ timeout: 30_000 })
  // Prices keep moving while we compare; nearly all must match the API at the same moment.
  await expect.poll(() => pricesAgree(page), { timeout: 20_000, intervals: [1_000] }).toBeGreaterThan(0.9)
})
