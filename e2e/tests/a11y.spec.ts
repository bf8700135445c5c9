import { expect, test, type Page } from '@playwright/test'
import { MatchPage } from '@sportsbook/contract'
import { signInAsDemo } from '../demo-player.ts'
import { placeBet } from '../slip-actions.ts'
import { expectNoViolationsInBothThemes } from '../axe.ts'

const DESKTOP_WIDTH = 1280

test.describe.configure({ timeout: 420_000 })

/** A listing page is ready when its prices are on screen and the page has hydrated (a price answers). */
async function openListing(page: Page, path: string) {
  await page.goto(path)
  await expect(
    page.getByRole('main').locator('button[aria-pressed]:not([data-favourite-star])').first(),
  ).toBeVisible()
  await page.waitForLoadState('networkidle')
}

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? DESKTOP_WIDTH) >= DESKTOP_WIDTH

/**
 * One open price from each of the first two upcoming match rows (two matches, so both stay on the
 * slip; upcoming, so a live market suspending mid-test cannot hide a pick).
 */
async function pickTwo(page: Page) {
  const upcoming = page.getByRole('region', { name: 'Upcoming top events' })
  const rows = upcoming.locator('li')
  let picked = 0
  for (let i = 0; picked < 2 && i < (await rows.count()); i++) {
    const price = rows
      .nth(i)
      .locator('button[aria-pressed="false"]:not([data-favourite-star]):not([disabled]):visible')
      .first()
    if ((await price.count()) === 0) continue
    await price.click()
    picked++
  }
  await expect(upcoming.locator('button[aria-pressed="true"]:not([data-favourite-star])')).toHaveCount(2)
}

async function openSlip(page: Page) {
  if (isDesktop(page)) return page.getByRole('complementary', { name: 'Bet slip' })
  await page
    .getByRole('button', { name: /Open bet slip/ })
    .last()
    .click()
  const sheet = page.getByRole('dialog', { name: 'Bet slip' })
  await expect(sheet).toBeVisible()
  return sheet
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'sb_theme', value: 'dark', url: baseURL! }])
})

// One page per test: an axe pass over a full listing takes a while on a busy 2-core machine.
for (const [name, path] of [
  ['home', '/sports'],
  ['live', '/sports/live'],
  ['the Arabic (RTL) home', '/ar/sports'],
] as const) {
  test(`${name} has no axe violations in either theme`, async ({ page }) => {
    await openListing(page, path)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    if (path.startsWith('/ar')) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectNoViolationsInBothThemes(page, name)
  })
}

test('results have no axe violations in either theme', async ({ page }) => {
  await page.goto('/sports/results')
  // finished matches, each a link named by what it shows (label-content-name-mismatch); a fresh
  // stack's first results come with play: reload until they show
  const result = page.getByRole('main').locator('a[href*="-vs-"]').first()
  await expect(async () => {
    if (!(await result.isVisible())) await page.reload()
    await expect(result).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 120_000 })
  await page.waitForLoadState('networkidle')
  await expectNoViolationsInBothThemes(page, 'results')
})

test('the open slip with two selections has no axe violations in either theme', async ({ page }) => {
  await openListing(page, '/sports')
  await pickTwo(page)
  const slip = await openSlip(page)
  await expect(slip.getByRole('textbox').first()).toBeVisible()
  await expectNoViolationsInBothThemes(page, 'open slip with selections')
})

test('a match page has no axe violations in either theme', async ({ page }) => {
  await openListing(page, '/sports')
  // a match row's link (the home's sport chips are links in list items too)
  await page.getByRole('main').locator('a[href*="-vs-"]').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(
    page.getByRole('main').locator('button[aria-pressed]:not([data-favourite-star])').first(),
  ).toBeVisible()
  await expectNoViolationsInBothThemes(page, 'match page')
})

test('a live match page with its match centre open has no axe violations in either theme', async ({
  page,
}) => {
  const res = await page.request.get('/api/sportsbook/matches?match_status=1&sport_key=soccer&limit=20')
  const live = MatchPage.parse(await res.json()).data.find((m) => m.type === 'match' && m.main_market)
  expect(live, 'a live soccer match').toBeDefined()
  await page.goto(`/sports/${live!.sport.key}/${live!.slug}`)
  const statistics = page
    .getByRole('region', { name: 'Match centre' })
    .getByRole('button', { name: 'Statistics' })
  // A press before the page has hydrated does nothing, as for a user: press until it opens.
  await expect(async () => {
    if ((await statistics.getAttribute('aria-expanded')) !== 'true') await statistics.click()
    await expect(statistics).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 })
  }).toPass({ timeout: 45_000 })
  await expect(page.getByTestId('match-stats')).toBeVisible({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  await expectNoViolationsInBothThemes(page, 'live match page, statistics open')
})

test('the search dialog with market results has no axe violations in either theme', async ({ page }) => {
  await openListing(page, '/sports')
  const box = page.getByRole('searchbox', { name: 'Search matches, leagues and markets' })
  const dialog = page.getByRole('dialog', { name: 'Search' })
  // The dialog's code loads on first use: press until the field shows, never on an open dialog.
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page.getByRole('button', { name: 'Search', exact: true }).click({ timeout: 2_000 })
    await expect(box).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
  await box.fill('handicap')
  // Market hits grouped per match, each market with its lines (issue #29).
  await expect(dialog.getByTestId('search-market').first()).toHaveText(/handicap .*\d/i, { timeout: 30_000 })
  await expect(page.getByText('Searching…')).toHaveCount(0)
  await expectNoViolationsInBothThemes(page, 'search dialog')
})

test('the sign-up modal has no axe violations in either theme', async ({ page }) => {
  await openListing(page, '/sports')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create your account' })
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expectNoViolationsInBothThemes(page, 'sign-up modal')
})

test('My Bets of a signed-in player has no axe violations in either theme', async ({ page }) => {
  await openListing(page, '/sports')
  await signInAsDemo(page)
  const slip = await openSlip(page)
  await slip.getByRole('tab', { name: 'My bets' }).click()
  await expect(slip.getByRole('tabpanel')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectNoViolationsInBothThemes(page, 'My Bets')
})

test('the bet receipt has no axe violations in either theme', async ({ page }) => {
  await openListing(page, '/sports')
  await signInAsDemo(page)
  await pickTwo(page)
  const slip = await openSlip(page)
  await slip.getByRole('textbox', { name: 'Stake' }).fill('1')
  await placeBet(slip)
  await expect(slip.getByTestId('bet-receipt')).toBeFocused()
  await expectNoViolationsInBothThemes(page, 'bet receipt')
})
