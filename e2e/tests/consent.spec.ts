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
