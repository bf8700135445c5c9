import { expect, test, type Page } from '@playwright/test'

/** Match rows link to `/sports/<sport>/<home>-vs-<away>-<id>`. */
const MATCH_LINK = 'a[href*="-vs-"]'

/** On narrow screens the sports menu lives behind the tab bar's "Sports" button. */
async function openSportsMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Sports menu' }).click()
  return page.getByRole('navigation', { name: 'Sports' })
}

test('a bettor browses sport → league → match and sees market groups with odds', async ({
  page,
  isMobile,
}) => {
  const response = await page.goto('/sports')
  expect(response?.status()).toBe(200)
  // server-rendered: the first HTML already holds content, not a spinner
  expect(await response?.text()).toContain('Soccer')

  const menu = await openSportsMenu(page, isMobile)
  await menu.getByRole('link', { name: /Soccer/ }).click()
  await expect(page).toHaveURL(/\/sports\/soccer$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Soccer' })).toBeVisible()

  // matches are grouped by league under a "Country · League" heading link
  const league = page.getByRole('main').getByRole('region', { name: / · / }).first().getByRole('link').first()
  const leagueName = ((await league.innerText()).split('·')[1] ?? '').trim()
  expect(leagueName).not.toBe('')
  await league.click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(leagueName)

  const match = page.getByRole('main').locator(MATCH_LINK).first()
  await match.click()
  await expect(page).toHaveURL(/\/sports\/soccer\/[a-z0-9-]+-\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(' vs ')

  const tabs = page.getByRole('tab')
  expect(await tabs.count()).toBeGreaterThan(2)
  // the Main tab holds several markets, each a heading over its priced outcomes (a live match may
  // have some suspended, so count markets rather than a fixed number of prices)
  const panel = page.getByRole('tabpanel')
  expect(await panel.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(5)
  expect(await panel.getByRole('button', { name: /\d+\.\d{2}/ }).count()).toBeGreaterThanOrEqual(6)

  await tabs.nth(1).click()
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /\d+\.\d{2}/ })
      .first(),
  ).toBeVisible()
})

test('the live page lists live matches with scores', async ({ page }) => {
  await page.goto('/sports/live')
  await expect(page.getByRole('heading', { level: 1, name: /live/i })).toBeVisible()
  const rows = page.getByRole('main').locator(MATCH_LINK)
  await expect(rows.first()).toBeVisible()
  expect(await rows.count()).toBeGreaterThanOrEqual(5)
  // each live row says it is live and shows both scores
  await expect(rows.first()).toContainText(/live/i)
  await expect(rows.first()).toContainText(/\d+\D+\d+/)
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
