import { expect, test } from '@playwright/test'
import { API_PORT } from '../playwright.config.ts'

type Report = {
  type: string
  event: {
    exception?: { values?: Array<{ value?: string }> }
    breadcrumbs?: Array<{ category?: string }>
    contexts?: { response?: { url?: string; status?: number; data?: unknown } }
  }
}

const reports = async (): Promise<Report[]> => {
  const res = await fetch(`http://127.0.0.1:${API_PORT}/api/dev/errors`)
  return ((await res.json()) as { reports: Report[] }).reports
}
const withMessage = (all: Report[], text: string) =>
  all.filter((r) => r.event.exception?.values?.some((v) => v.value?.includes(text)))

test('an error in the browser reaches the development envelope endpoint with breadcrumbs; filtered ones do not', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/sports')
  // The reporter loads after the first paint, on its own.
  await expect.poll(() => page.evaluate(() => '__SENTRY__' in window), { timeout: 60_000 }).toBe(true)
  await page.getByRole('link', { name: 'Live', exact: true }).first().click()
  await expect(page).toHaveURL(/\/sports\/live/)

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('ResizeObserver loop completed with undelivered notifications.')
    })
    setTimeout(() => {
      throw new Error('e2e: something broke in the browser')
    }, 50)
  })
  await expect
    .poll(async () => withMessage(await reports(), 'e2e: something broke').length, { timeout: 60_000 })
    .toBe(1)
  const [report] = withMessage(await reports(), 'e2e: something broke')
  expect(report?.event.breadcrumbs?.length).toBeGreaterThan(0)
  expect(
    report?.event.breadcrumbs?.some((b) => b.category === 'navigation' || b.category === 'ui.click'),
  ).toBe(true)
  expect(withMessage(await reports(), 'ResizeObserver loop')).toEqual([])
})

test('a failed API call reaches the reporter with the response URL and data (spec §8)', async ({ page }) => {
  test.setTimeout(180_000)
  // The browser's jackpot refresh (every 15 s) answers 502 from here on; the page itself was
  // rendered by the server with the real list.
  await page.route('**/api/sportsbook/jackpots?**', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal_error', message: 'e2e: jackpots are down' } }),
    }),
  )
  await page.goto('/sports/promotions')
  await expect
    .poll(async () => withMessage(await reports(), 'e2e: jackpots are down').length, { timeout: 90_000 })
    .toBeGreaterThan(0)
  const [report] = withMessage(await reports(), 'e2e: jackpots are down')
  expect(report?.event.contexts?.response).toMatchObject({
    status: 502,
    data: { error: { code: 'internal_error' } },
  })
  expect(report?.event.contexts?.response?.url).toContain('/api/sportsbook/jackpots')
})
