import { expect, test, type Page } from '@playwright/test'
import { MatchPage } from '@sportsbook/contract'
import { OwnStack } from '../own-stack.ts'

// Its own API and web server (not the shared e2e stack, whose runner stops everything when the API
// exits), so the backend can be stopped and started again under an open page.
const stack = new OwnStack({ slot: 90, name: 'restart' })
const API = stack.api
const WEB = stack.web

test.beforeAll(async () => {
  test.setTimeout(180_000)
  await stack.start()
})

test.afterAll(() => stack.stop())

/** Prices of the live list as shown, by row link and button, and as the API has them now. */
async function pricesAgree(page: Page): Promise<number> {
  const rest = MatchPage.parse(
    await (await fetch(`${API}/api/sportsbook/matches?match_status=1&limit=500`)).json(),
  )
  const shown = await page.$$eval('main li', (lis) =>
    lis.map((li) => ({
      id: Number(/-(\d+)$/.exec(li.querySelector('a')?.getAttribute('href') ?? '')?.[1] ?? 0),
      prices: [...li.querySelectorAll('button:not([data-favourite-star])')].map(
        // The price is the button's left-to-right isolate (OddsText); a move arrow may follow it.
        (b) => b.querySelector('bdi[dir="ltr"]')?.textContent ?? '',
      ),
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

  await stack.stopApi()
  const alert = page.getByRole('alert').filter({ hasText: 'Connection error' })
  await expect(alert).toBeVisible({ timeout: 15_000 })
  // the live list says its prices are as of the moment the socket dropped
  const stale = page.getByTestId('stale-mark')
  await expect(page.locator('main').getByTestId('stale-mark').first()).toHaveText(
    /^Prices as of \d{1,2}:\d{2}:\d{2}\s?[AP]M · reconnecting…$/,
  )

  let reloaded = false
  page.on('request', (r) => {
    if (r.url().includes('/api/sportsbook/matches')) reloaded = true
  })
  await stack.startApi()
  // Backoff is capped at 20 s (spec §9); the new server has a new epoch, so recovery fails and
  // the page reloads its list over REST.
  await expect(alert).toBeHidden({ timeout: 40_000 })
  // and stop saying so by themselves once live again
  await expect(stale).toHaveCount(0)
  await expect.poll(() => reloaded, { timeout: 10_000 }).toBe(true)
  await expect(page.locator('main [data-odds-move]').first()).toBeAttached({ timeout: 30_000 })
  // Prices keep moving while we compare; nearly all must match the API at the same moment.
  await expect.poll(() => pricesAgree(page), { timeout: 20_000, intervals: [1_000] }).toBeGreaterThan(0.9)
})
