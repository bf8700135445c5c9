import { expect, test, type Locator, type Page } from '@playwright/test'
import { MatchPage } from '@sportsbook/contract'
import { DEMO } from '../demo-player.ts'

/** Below 1280 px the bet slip is a sheet (a dialog) opened from the tab bar or the header. */
const DESKTOP_WIDTH = 1280
/** A fractional price as the listing, match page and slip show it ("5/6"; evens reads "Evens"). */
const FRACTION = /\d+\/\d+/
/** A decimal price ("1.85"): none is left once the player picks fractional. */
const DECIMAL = /^\D*\d+\.\d{2}\D*$/

type LiveMatch = MatchPage['data'][number]

/** A live soccer-first match early in play, so it neither ends nor stops taking bets during the test. */
async function pickLiveMatch(page: Page): Promise<LiveMatch> {
  let live: LiveMatch[] = []
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/sportsbook/matches?match_status=1&limit=100&type=match')
        const body = res.ok() ? MatchPage.safeParse(await res.json()) : undefined
        live = body?.success ? body.data.data.filter((m) => m.bettable && m.main_market) : []
        return live.length
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0)
  // Minutes played ("mm:ss" clock); an open main market first, soccer first, then the earliest.
  const minute = (m: LiveMatch) => Number(m.statistics?.clock?.split(':')[0] ?? 999)
  const open = (m: LiveMatch) => Number(m.main_market?.status === 1)
  const soccer = (m: LiveMatch) => Number(m.sport.key === 'soccer')
  return live.sort((a, b) => open(b) - open(a) || soccer(b) - soccer(a) || minute(a) - minute(b))[0]!
}

/** The player's API as the page calls it (session cookie and CSRF header), to put the demo player back. */
async function api(page: Page, method: string, path: string, body?: object) {
  return page.evaluate(
    async ([m, p, b]) => {
      const csrf = document.cookie.match(/(?:^|; )sb_csrf=([^;]*)/)?.[1] ?? ''
      const res = await fetch(`/api/sportsbook${p}`, {
        method: m,
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: b === undefined ? undefined : JSON.stringify(b),
      })
      return res.status
    },
    [method, path, body] as const,
  )
}

async function slip(page: Page): Promise<Locator> {
  if ((page.viewportSize()?.width ?? DESKTOP_WIDTH) >= DESKTOP_WIDTH)
    return page.getByRole('complementary').filter({ has: page.getByRole('tablist') })
  const sheet = page.getByRole('dialog', { name: 'Bet slip' })
  if (!(await sheet.isVisible()))
    await page
      .getByRole('button', { name: /Open bet slip/ })
      .last()
      .click()
  await expect(sheet).toBeVisible()
  return sheet
}

/** The odds buttons of a row or page part (the favourite star is a toggle button too). */
const prices = (scope: Locator) => scope.locator('button[aria-pressed]:not([data-favourite-star])')

test('a player stars a live match, finds it on Favorites and sees every price in fractional', async ({
  page,
}) => {
  test.setTimeout(360_000)
  const match = await pickLiveMatch(page)
  const starName = `Add ${match.name} to favorites`
  try {
    // A visitor presses the star on the league page: sign-in first, then the star lands.
    await page.goto(`/sports/${match.sport.key}/${match.tournament.slug}`)
    // The star answers once the page has hydrated and its code has loaded.
    await page.waitForLoadState('networkidle')
    // A row is found by its link (two matches of the same teams may be listed: today's and a rematch).
    const rowOf = (scope: Locator) =>
      scope.locator('li').filter({ has: page.locator(`a[href$="/${match.slug}"]`) })
    const star = rowOf(page.getByRole('main')).getByRole('button', { name: starName, exact: true })
    // Stars render in the browser once their code is in (a loaded machine takes a while).
    await expect(star).toHaveAttribute('aria-pressed', 'false', { timeout: 40_000 })
    await star.click()
    const dialog = page.getByRole('dialog', { name: 'Sign in' })
    await dialog.getByRole('textbox', { name: 'Email or phone' }).fill(DEMO.email)
    await dialog.getByLabel('Password').fill(DEMO.password)
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await expect(dialog).toBeHidden()
    await expect(star).toHaveAttribute('aria-pressed', 'true')

    // The favourites page lists it among the live ones.
    await page.goto('/sports/favorites')
    await page.waitForLoadState('networkidle')
    const liveNow = page.getByRole('main').getByRole('region', { name: 'Live now' }).first()
    const row = rowOf(liveNow)
    // First paint of a player's page waits for the session and the favourites (slow on a loaded machine).
    await expect(row).toBeVisible({ timeout: 60_000 })
    await expect(row.getByRole('button', { name: starName, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    // Settings: fractional odds.
    await page.getByRole('button', { name: 'Settings', exact: true }).click()
    const settings = page.getByRole('dialog', { name: 'Settings' })
    await settings.getByText('Fractional', { exact: true }).click()
    await expect(settings.getByRole('radio', { name: /^Fractional/ })).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(settings).toBeHidden()

    // Listing: fractional prices, no decimal one left.
    // Live prices may be suspended for a while (a goal): wait for an open one.
    await expect(prices(row).filter({ hasText: FRACTION }).first()).toBeVisible({ timeout: 60_000 })
    await expect(prices(row).filter({ hasText: DECIMAL })).toHaveCount(0)

    // Match page: the header star is on, prices are fractional.
    await row.getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('button', { name: starName, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(prices(main).filter({ hasText: FRACTION }).first()).toBeVisible({ timeout: 60_000 })
    await expect(prices(main).filter({ hasText: DECIMAL })).toHaveCount(0)

    // Slip: the picked price in fractional.
    const open = main
      .locator('button[aria-pressed]:not([data-favourite-star]):not([disabled])')
      .filter({ hasText: FRACTION })
    await open.first().click()
    const panel = await slip(page)
    await expect(panel.getByTestId('slip-selection').first()).toContainText(FRACTION)

    // A reload keeps the player's choice (from their server settings).
    await page.reload()
    await expect(prices(page.getByRole('main')).filter({ hasText: FRACTION }).first()).toBeVisible()
  } finally {
    // The demo player is shared by every spec of the run: put their odds type and stars back.
    await api(page, 'POST', '/settings', { odds_type: 'european' }).catch(() => undefined)
    await api(page, 'DELETE', `/favourites/matches/${match.id}`).catch(() => undefined)
  }
})
