import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoViolations } from '../axe.ts'
import { newSignedInPlayer } from '../players.ts'
import { PRICE, pickUpcoming, placeBet } from '../slip-actions.ts'

// Issue #31, ADR 042: the installable app. Desktop width: the slip and My Bets are a column of the page.
// The other specs block service workers (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' })

const slipColumn = (page: Page): Locator =>
  page.getByRole('complementary').filter({ has: page.getByRole('tablist') })

async function openMyBets(page: Page): Promise<Locator> {
  const panel = slipColumn(page)
  // A press before the page has hydrated does nothing: press until the tab is selected.
  const tab = panel.getByRole('tab', { name: 'My bets' })
  await expect(async () => {
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  return panel
}

test('the app installs (manifest of the brand, icons, a service worker controlling the page)', async ({
  page,
}) => {
  await page.goto('/de/sports')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest?lang=de')
  const res = await page.request.get(href!)
  expect(res.headers()['content-type']).toContain('application/manifest+json')
  const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string }[] }
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/de/sports', lang: 'de' })
  expect(manifest.name).toEqual(expect.any(String))
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/)
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size)!
    const png = await page.request.get(icon.src)
    expect(png.headers()['content-type']).toBe('image/png')
  }
  // Registered after load, it takes over this page (clientsClaim) with a fetch handler.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/)
  // Chromium's own install criteria (what Lighthouse's installability check asked): none unmet but
  // the one no site can meet here (a Playwright context is an incognito profile, where nothing installs).
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[]
  }
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([])
})

test('offline, My Bets shows the open bets as last known, "Offline, as of", and no price is bettable', async ({
  page,
  context,
}) => {
  test.slow()
  await newSignedInPlayer(page, 'offline', 5_000)
  await page.goto('/sports')
  await expect(page.getByTestId('balance')).toHaveText('€50.00')
  // The worker controls the page once installed, and keeps a copy of the page it was installed from.
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 })
    .toBe(true)
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await caches.open('sb-pages')).keys()).some((r) => r.url === location.href),
        ),
      { timeout: 15_000 },
    )
    .toBe(true)

  await pickUpcoming(page, 1)
  const panel = slipColumn(page)
  await panel.getByRole('textbox', { name: 'Stake' }).fill('2')
  await placeBet(panel)
  const ref = (
    (await (await page.request.get('/api/sportsbook/bets?limit=1')).json()) as { data: { ref: string }[] }
  ).data[0]!.ref
  await openMyBets(page)
  await expect(panel.getByText(ref)).toBeVisible()
  await expect(panel.getByTestId('stale-mark')).toHaveCount(0)
  const fetchedAt = new Date()

  await context.setOffline(true)
  await page.reload()
  const offlinePanel = await openMyBets(page)
  // the open bet as last known, marked offline as of its fetch, to the minute
  await expect(offlinePanel.getByText(ref)).toBeVisible()
  const mark = offlinePanel.getByTestId('stale-mark')
  await expect(mark).toHaveText(/^Offline, as of \d{1,2}:\d{2}\s?[AP]M$/)
  const [, h, m] = /(\d{1,2}):(\d{2})/.exec((await mark.textContent()) ?? '')!
  const shown = ((Number(h) % 12) + (/PM/.test((await mark.textContent()) ?? '') ? 12 : 0)) * 60 + Number(m)
  const asOf = fetchedAt.getHours() * 60 + fetchedAt.getMinutes()
  expect(Math.abs(shown - asOf)).toBeLessThanOrEqual(1)
  // no price on the page is offered for betting, and each says why
  const prices = page.locator(`main ${PRICE}`)
  await expect(prices.first()).toBeVisible()
  for (const price of await prices.all()) await expect(price).toBeDisabled()
  await expect(prices.first()).toHaveAccessibleName(/offline: not available for betting$/)
  // the bet's last known cash-out offer is not a price to take either
  await expect(offlinePanel.getByRole('button', { name: /^Cash out/ })).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('offline-my-bets.png') })
  await expectNoViolations(page, 'My Bets offline')

  // back online: the mark goes away and prices are bettable again
  await context.setOffline(false)
  await expect(mark).toHaveCount(0)
  await expect(prices.first()).toBeEnabled()
  await expect(offlinePanel.getByRole('button', { name: /^Cash out/ }).first()).toBeVisible()
})
