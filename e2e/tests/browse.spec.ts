import { expect, test, type Page } from '@playwright/test'

/** On narrow screens the sports menu lives behind the tab bar's "Sports" button. */
async function openSportsMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /sports/i }).click()
  return page.getByRole('navigation', { name: 'Sports' })
}

test('a bettor browses sport → league → match and sees market groups with odds', async ({ page, isMobile }) => {
  const response = await page.goto('/sports')
  expect(response?.status()).toBe(200)
  // server-rendered: the first HTML already holds content, not a spinner
  expect(await response?.text()).toContain('Soccer')

  const menu = await openSportsMenu(page, isMobile)
  await menu.getByRole('link', { name: /Soccer/ }).click()
  await expect(page).toHaveURL(/\/sports\/soccer$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Soccer' })).toBeVisible()

  const league = page.getByRole('main').getByRole('link', { name: /league|liga|cup|division/i }).first()
  const leagueName = (await league.innerText()).trim().split('\n')[0] ?? ''
  await league.click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(leagueName)

  const match = page.getByRole('main').getByRole('link', { name: / vs / }).first()
  await match.click()
  await expect(page).toHaveURL(/\/sports\/soccer\/[a-z0-9-]+-\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(' vs ')

  const tabs = page.getByRole('tab')
  expect(await tabs.count()).toBeGreaterThan(2)
  const odds = page.getByRole('main').getByRole('button', { name: /\d+\.\d{2}/ })
  expect(await odds.count()).toBeGreaterThan(20)

  await tabs.nth(1).click()
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('main').getByRole('button', { name: /\d+\.\d{2}/ }).first()).toBeVisible()
})

test('the live page lists live matches with scores', async ({ page }) => {
  await page.goto('/sports/live')
  await expect(page.getByRole('heading', { level: 1, name: /live/i })).toBeVisible()
  const rows = page.getByRole('main').getByRole('link', { name: / vs / })
  await expect(rows.first()).toBeVisible()
  expect(await rows.count()).toBeGreaterThanOrEqual(5)
  // each live row shows a score like "2 : 1" / "2-1" and the LIVE badge
  await expect(page.getByRole('main').getByText(/^LIVE$/).first()).toBeVisible()
})

test('an unknown page answers 404 with the not-found message', async ({ page }) => {
  const response = await page.goto('/sports/soccer/no-such-league')
  expect(response?.status()).toBe(404)
  await expect(page.getByText("Oops, sorry. We can't find that page.")).toBeVisible()
})

test('a non-default locale renders right-to-left', async ({ page }) => {
  await page.goto('/ar/sports')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
})
