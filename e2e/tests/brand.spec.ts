import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../playwright.config.ts'
import { OwnStack } from '../own-stack.ts'

// White label (spec §1, §2). The shared stack runs the default brand (today's look); a stack of its
// own runs the second demo brand, Lumen Bet (BRAND=lumen): light, indigo, its own logo, navigation
// and home page.
const lumen = new OwnStack({ slot: 70, name: 'brand', apiEnv: { BRAND: 'lumen' } })

const PAGES = [
  ['/sports', null],
  ['/sports/results', 'Results'],
  ['/sports/general-rules', 'General rules'],
  ['/sports/about', 'About us'],
  ['/sports/racing', 'Horse racing'],
  ['/sports/lotteries', 'Lotteries'],
  ['/sports/premium-cricket', 'Premium cricket'],
  ['/sports/virtual-gaming-arena', 'Virtual gaming arena'],
  ['/sports/responsible-play', 'Responsible play'],
  ['/sports/live', null],
  ['/sports/schedule', null],
  ['/sports/cybersport', null],
] as const

const wide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 960

test.describe('default brand', () => {
  test('every §2 page of this issue answers 200 with its content', async ({ page }) => {
    test.setTimeout(240_000)
    for (const [path, heading] of PAGES) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    }
    await page.goto('/sports/about')
    await expect(page.getByText('open, white-label sportsbook')).toBeVisible()
    await page.goto('/sports/premium-cricket')
    await expect(page.getByText('Premium cricket is not offered by this operator.')).toBeVisible()
    // The platform's entry page answers, then hands the bettor to the sports home.
    expect((await page.goto('/sports/init-sportsbook', { waitUntil: 'commit' }))?.status()).toBe(200)
    await expect(page).toHaveURL(/\/sports$/)
  })

  test('results list finished matches with their final scores', async ({ page }) => {
    await page.goto('/sports/results')
    await expect(page.getByRole('link', { name: /final score \d+–\d+/ }).first()).toBeVisible()
    await page.getByRole('combobox', { name: 'Sport' }).selectOption('soccer')
    await expect(page).toHaveURL(/sport=soccer/)
  })

  test('search finds a team by three letters and opens its match', async ({ page }) => {
    test.setTimeout(90_000)
    const res = await fetch(`http://127.0.0.1:${API_PORT}/api/sportsbook/matches?match_status=0&limit=1`)
    const team: string = (await res.json()).data[0].competitors[0].name
    const word = team.split(/\s+/).find((w) => /^[A-Za-z]{3,}/.test(w)) ?? team
    const letters = word.slice(0, 3)
    await page.goto('/sports')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByRole('searchbox', { name: 'Search matches, leagues and markets' }).fill(letters)
    const hit = page.getByRole('menuitem', { name: new RegExp(team) }).first()
    await expect(hit).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/sports\/[a-z0-9-]+\/[a-z0-9-]+-\d+$/, { timeout: 30_000 })
    // The next search starts with this one among the recent searches.
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('menuitem', { name: letters })).toBeVisible()
  })

  test('a listing filter lives in the URL: it survives a reload, and back undoes it', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/sports/live')
    await page.getByLabel('Sort by').selectOption('bets_count')
    await expect(page).toHaveURL(/[?&]sortBy=bets_count/)
    await page.reload()
    await expect(page.getByLabel('Sort by')).toHaveValue('bets_count')
    await page.goBack({ waitUntil: 'commit' })
    await expect(page).not.toHaveURL(/sortBy=/)
    await expect(page.getByLabel('Sort by')).toHaveValue('priority')
  })

  test('keeps today’s look', async ({ page }, info) => {
    await page.goto('/sports')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.getByRole('link', { name: 'Sportsbook' }).first()).toBeVisible()
    await page.screenshot({ path: info.outputPath(`default-${info.project.name}.png`) })
  })
})

test.describe('second brand (Lumen Bet)', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    await lumen.start()
  })
  test.afterAll(() => lumen.stop())

  test('renders with its own colours, logo, navigation and home', async ({ page }, info) => {
    await page.goto(`${lumen.web}/sports`)
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-theme', 'light')
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(245, 243, 255)')
    await expect(page.getByRole('link', { name: 'Lumen Bet' }).first()).toBeVisible()
    await expect(page.locator('header img[src^="data:image/svg+xml"]')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Brighter odds, every match day' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Bet live' })).toHaveCSS(
      'background-color',
      'rgb(255, 255, 255)',
    )
    const nav = wide(page)
      ? page.getByRole('navigation', { name: 'Main' })
      : page.getByRole('navigation', { name: 'Quick navigation' })
    await expect(nav.getByRole('link', { name: 'Results' })).toBeVisible()
    if (wide(page)) await expect(nav.getByRole('link', { name: 'Lumen Club' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedule' }),
    ).toHaveCount(0)
    await page.screenshot({ path: info.outputPath(`lumen-${info.project.name}.png`) })
  })

  test('offers only its own languages; another language opens in one it has', async ({ page }) => {
    await page.goto(`${lumen.web}/ar/sports`)
    await expect(page).toHaveURL(`${lumen.web}/sports`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // The compact header switch names the language by its code below 1280 px ("EN, Language"); a press
    // before hydration does nothing, so press until the menu opens (never on an open menu).
    const button = page.getByRole('button', { name: /^(English|EN) ?, Language$/ })
    const menu = page.getByRole('menu')
    await expect(async () => {
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
      await expect(menu).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 30_000 })
    const items = menu.getByRole('menuitemradio')
    await expect(items).toHaveText(['English', 'Deutsch', 'Italiano'])
  })

  test('serves its custom page and its flags', async ({ page }) => {
    const res = await page.goto(`${lumen.web}/sports/lumen-club`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen Club' })).toBeVisible()
    await expect(page.getByText('get early prices on big matches')).toBeVisible()
    await page.goto(`${lumen.web}/sports/racing`)
    await expect(page.getByText('Horse racing is not offered by this operator.')).toBeVisible()
    expect((await page.goto(`${lumen.web}/sports/responsible-play`))?.status()).toBe(404)
  })
})
