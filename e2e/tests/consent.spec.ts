import { expect, test } from '@playwright/test'

// A first visit: no stored answer to the cookie banner.
test.use({ storageState: { cookies: [], origins: [] } })
// The banner loads after hydration, on its own chunk: slow on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 })

/** Cookies the site may set before the visitor answers: session, CSRF and device id (strictly necessary). */
const STRICTLY_NECESSARY = /^(sb_session|sb_csrf|device_id)$/

test('a tracking link sets the affiliate cookie after consent and leaves a clean URL; before it, only necessary cookies', async ({
  page,
  context,
}) => {
  await page.goto('/sports?stag=partner_42&gclid=G-abc&btag=b1&sport=soccer')
  const banner = page.getByRole('region', { name: 'Cookies on this site' })
  await expect(banner).toBeVisible({ timeout: 90_000 })
  await expect(page).toHaveURL(/\/sports\?sport=soccer$/)

  const before = await context.cookies()
  expect(before.filter((c) => !STRICTLY_NECESSARY.test(c.name)).map((c) => c.name)).toEqual([])
  expect(before.find((c) => c.name === 'affiliate_id')).toBeUndefined()

  await banner.getByRole('button', { name: 'Accept all' }).click()
  await expect(banner).toBeHidden()
  const after = await context.cookies()
  const affiliate = after.find((c) => c.name === 'affiliate_id')
  expect(affiliate?.value).toBe('partner_42')
  const days = (expires: number | undefined) => Math.round(((expires ?? 0) * 1000 - Date.now()) / 86_400_000)
  expect(days(affiliate?.expires)).toBe(30)
  expect(days(after.find((c) => c.name === 'cookie_consent')?.expires)).toBe(365)

  // The answer is remembered: no banner on the next visit.
  await page.reload()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(banner).toHaveCount(0)
})

test('keeping to necessary cookies sets no affiliate cookie', async ({ page, context }) => {
  await page.goto('/sports?stag=partner_43')
  const banner = page.getByRole('region', { name: 'Cookies on this site' })
  await banner.getByRole('button', { name: 'Only necessary' }).click({ timeout: 90_000 })
  await expect(banner).toBeHidden()
  await expect(page).toHaveURL(/\/sports$/)
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'cookie_consent')?.value).toBe('necessary')
  expect(cookies.find((c) => c.name === 'affiliate_id')).toBeUndefined()
})

/** Whether two boxes share any area. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test('at 390 px the banner is a bar on the tab bar, and no price it could hide stays under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sports')
  const banner = page.getByRole('region', { name: 'Cookies on this site' })
  await expect(banner).toBeVisible({ timeout: 90_000 })
  const prices = page.getByRole('main').locator('button[data-odds]:not([disabled]):visible')
  await expect(prices.first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  const bar = (await banner.boundingBox())!
  const tabs = (await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox())!
  // edge to edge, resting on the tab bar: nothing floats over the odds column beside it
  expect(bar.x).toBe(0)
  expect(bar.width).toBe(390)
  expect(Math.abs(bar.y + bar.height - tabs.y)).toBeLessThanOrEqual(1)
  // Every price of the first listings, brought into view (as a keyboard or a scroll does), shows
  // above the bar: the page keeps room for it at the end and scrolls a focused price above it.
  const count = Math.min(await prices.count(), 24)
  for (let i = 0; i < count; i++) {
    const price = prices.nth(i)
    await price.focus()
    const box = (await price.boundingBox())!
    const now = (await banner.boundingBox())!
    expect(overlap(box, now), `price ${i} (${JSON.stringify(box)}) under the banner`).toBe(false)
  }
  // the very last price of the page too, scrolled to the end
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const last = (await prices.last().boundingBox())!
  expect(overlap(last, (await banner.boundingBox())!)).toBe(false)
})

test('at 1280 px the banner sits in the corner over the sports menu, clear of every price', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/sports')
  const banner = page.getByRole('region', { name: 'Cookies on this site' })
  await expect(banner).toBeVisible({ timeout: 90_000 })
  await expect(page.getByRole('main').locator('button[data-odds]').first()).toBeVisible()
  const bar = (await banner.boundingBox())!
  const boxes = await page
    .getByRole('main')
    .locator('button[data-odds]:visible')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))
  const covered = boxes.filter((b) => overlap(b, bar))
  expect(covered, 'prices under the banner').toEqual([])
})

test('the banner comes first in the page, so a phone paints it with the header, not after the listings', async ({
  page,
}) => {
  // Issue #31: as the largest text on a first visit's screen it is the LCP; last in the body it painted
  // only once ~120 KB of rows had been parsed, a second after the first paint on a phone.
  const html = await (await page.request.get('/sports')).text()
  const banner = html.indexOf('data-consent-banner')
  expect(banner).toBeGreaterThan(0)
  expect(banner).toBeLessThan(html.indexOf('<header'))
  await page.goto('/sports')
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible()
})
