import { expect, test, type Page } from '@playwright/test'

/** Match rows link to `/sports/<sport>/<home>-vs-<away>-<id>`. */
const MATCH_LINK = 'a[href*="-vs-"]'

/** The journey's words in each language it runs in: English, German and Arabic (right-to-left). */
const LOCALES = [
  { locale: 'en', prefix: '', menuButton: 'Sports menu', nav: 'Sports', soccer: 'Soccer', vs: ' vs ' },
  {
    locale: 'de',
    prefix: '/de',
    menuButton: 'Sportmenü',
    nav: 'Sportarten',
    soccer: 'Fußball',
    vs: ' gegen ',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    menuButton: 'قائمة الرياضات',
    nav: 'الرياضات',
    soccer: 'كرة القدم',
    vs: ' ضد ',
  },
] as const

/** A price as the locale writes it: 1.85, 1,85 or ١٫٨٥. */
const PRICE = /[\d٠-٩]+[.,٫][\d٠-٩]{2}/

/** On narrow screens the sports menu lives behind the tab bar's "Sports" button. */
async function openSportsMenu(page: Page, isMobile: boolean, words: (typeof LOCALES)[number]) {
  if (isMobile) await page.getByRole('button', { name: words.menuButton }).click()
  return page.getByRole('navigation', { name: words.nav, exact: true })
}

for (const words of LOCALES) {
  test(`a bettor browses sport → league → match and sees market groups with odds (${words.locale})`, async ({
    page,
    isMobile,
  }) => {
    const response = await page.goto(`${words.prefix}/sports`)
    expect(response?.status()).toBe(200)
    // server-rendered: the first HTML already holds content (sport names in this language), not a spinner
    expect(await response?.text()).toContain(words.soccer)
    await expect(page.locator('html')).toHaveAttribute('lang', words.locale)

    const menu = await openSportsMenu(page, isMobile, words)
    await menu.getByRole('link', { name: new RegExp(words.soccer) }).click()
    await expect(page).toHaveURL(new RegExp(`^[^?#]*${words.prefix}/sports/soccer$`))
    await expect(page.getByRole('heading', { level: 1, name: words.soccer })).toBeVisible()

    // matches are grouped by league under a "Country · League" heading link
    const league = page
      .getByRole('main')
      .getByRole('region', { name: / · / })
      .first()
      .getByRole('link')
      .first()
    const leagueName = ((await league.innerText()).split('·')[1] ?? '').trim()
    expect(leagueName).not.toBe('')
    await league.click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(leagueName)

    // the league's last match starts latest: the demo feed (20× speed) cannot end it mid-journey
    const match = page.getByRole('main').locator(`${MATCH_LINK}:visible`).last()
    await match.click()
    await expect(page).toHaveURL(/\/sports\/soccer\/[a-z0-9-]+-\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(words.vs)

    // the market group tabs (the page also has the match centre's and the bet slip's tab lists)
    const tabs = page
      .getByRole('tablist', { name: /^(Market groups|Wettgruppen|مجموعات الأسواق)$/ })
      .getByRole('tab')
    await expect.poll(() => tabs.count()).toBeGreaterThan(1)
    // the Main tab holds several markets, each a heading over its priced outcomes (a live match may
    // have some suspended, so count markets rather than a fixed number of prices)
    const panel = page.getByRole('tabpanel')
    expect(await panel.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5)
    expect(await panel.getByRole('button', { name: PRICE }).count()).toBeGreaterThanOrEqual(6)
    if (words.locale !== 'en') {
      // market names come from the API in this language: no English market heading is left
      const headings = await panel.getByRole('heading', { level: 2 }).allInnerTexts()
      expect(headings.filter((h) => /^(Total|Double chance|Both teams to score)$/.test(h))).toEqual([])
    }

    await tabs.nth(1).click()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('main').getByRole('button', { name: PRICE }).first()).toBeVisible()
  })
}

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
