import { expect, test, type Locator, type Page } from '@playwright/test'
import { API_PORT } from '../playwright.config.ts'
import { OwnStack } from '../own-stack.ts'

// White label (spec §1, §2). The shared stack runs the default brand (today's look); a stack of its
// own runs the second demo brand, Lumen Bet (BRAND=lumen): light, indigo, its own logo, navigation
// and home page.
const lumen = new OwnStack({ slot: 70, name: 'brand', apiEnv: { BRAND: 'lumen' } })

/** Match rows link to `/sports/<sport>/<home>-vs-<away>-<id>`. */
const MATCH_LINK = 'a[href*="-vs-"]'

/**
 * A spec §2 page: what it answers and what makes it a real page rather than an empty shell — its
 * heading and a piece of its content (a match, a campaign, the brand's text, or a plain "not offered").
 */
interface PageCase {
  path: string
  status?: number
  h1?: string | RegExp
  content: (page: Page) => Locator
  /** Content that arrives with play (a fresh stack's first results): reload until it shows. */
  reload?: boolean
}

const matchRow = (page: Page) => page.getByRole('main').locator(`${MATCH_LINK}:visible`).first()
const text = (t: string | RegExp) => (page: Page) => page.getByText(t).filter({ visible: true }).first()
const NOT_OFFERED = (name: string) => text(`${name} is not offered by this operator.`)
/** A finished match's row, named by what it shows: "Arsenal 2 Chelsea 1 Premier League · 3 Dec, 14:00". */
const RESULT = /^.+ \d+ .+ \d+ .+ · /

/** The pages both brands share, whose content does not depend on the brand. */
const SHARED: PageCase[] = [
  { path: '/sports/soccer', h1: 'Soccer', content: matchRow },
  { path: '/sports/live', h1: 'Live', content: matchRow },
  { path: '/sports/schedule', h1: 'Schedule', content: matchRow },
  { path: '/sports/cybersport', h1: 'Esports', content: matchRow },
  { path: '/sports/favorites', h1: 'Favorites', content: text('Sign in to keep favorites') },
  { path: '/sports/promotions', h1: 'Promotions', content: text('Combo boost') },
  {
    path: '/sports/results',
    h1: 'Results',
    content: (page) => page.getByRole('link', { name: RESULT }).first(),
    reload: true,
  },
  { path: '/sports/404', status: 404, content: text(/find that page/) },
  { path: '/sports/500', status: 500, content: text('Oops! Sorry, something went wrong.') },
  { path: '/sports/blocked?country=FR', status: 403, content: text('not available in France') },
  { path: '/sports/locked', status: 401, content: text('you are not authorized to view the page') },
]

/** Today's brand: racing and lotteries on (the reference feed has neither on offer), the arena on. */
const DEFAULT_PAGES: PageCase[] = [
  { path: '/sports', content: matchRow },
  ...SHARED,
  {
    path: '/sports/general-rules',
    h1: 'General rules',
    content: text('Odds shown when the bet is accepted apply.'),
  },
  { path: '/sports/about', h1: 'About us', content: text('open, white-label sportsbook') },
  { path: '/sports/racing', h1: 'Horse racing', content: text('Nothing is on offer here right now.') },
  { path: '/sports/lotteries', h1: 'Lotteries', content: text('Nothing is on offer here right now.') },
  { path: '/sports/premium-cricket', h1: 'Premium cricket', content: NOT_OFFERED('Premium cricket') },
  {
    path: '/sports/virtual-gaming-arena',
    h1: 'Virtual gaming arena',
    // Launched through the brand's virtual wallet (the reference backend's development stand-in): the
    // provider's lobby in a frame.
    content: (page) =>
      page
        .frameLocator('iframe[title="Virtual gaming arena"]')
        .getByText('Development stand-in for the games provider'),
  },
  { path: '/sports/responsible-play', h1: 'Responsible play', content: text('never chase losses') },
]

/** Lumen Bet: premium cricket on; racing, lotteries and the arena off; its own texts and custom page. */
const LUMEN_PAGES: PageCase[] = [
  {
    path: '/sports',
    content: (page) => page.getByRole('heading', { name: 'Brighter odds, every match day' }),
  },
  ...SHARED,
  { path: '/sports/results', h1: 'Results', content: text('Scores are final once a match is settled.') },
  // its live page's own composition (pages.live) above the live list
  { path: '/sports/live', h1: 'Live', content: text('Cash out your live bets whenever an offer shows.') },
  { path: '/sports/general-rules', h1: 'General rules', content: text('One account per person.') },
  { path: '/sports/about', h1: 'About us', content: text('clear prices and calm design') },
  { path: '/sports/racing', h1: 'Horse racing', content: NOT_OFFERED('Horse racing') },
  { path: '/sports/lotteries', h1: 'Lotteries', content: NOT_OFFERED('Lotteries') },
  // On, and the reference feed has no premium cricket: the listing says so.
  { path: '/sports/premium-cricket', h1: 'Premium cricket', content: text('No matches to show right now.') },
  {
    path: '/sports/virtual-gaming-arena',
    h1: 'Virtual gaming arena',
    content: NOT_OFFERED('Virtual gaming arena'),
  },
  { path: '/sports/lumen-club', h1: 'Lumen Club', content: text('get early prices on big matches') },
  { path: '/sports/responsible-play', status: 404, content: text(/find that page/) },
]

/** Visits each page: its status, its heading and its content on screen. */
async function visitAll(page: Page, origin: string, cases: PageCase[]) {
  for (const c of cases) {
    const res = await page.goto(`${origin}${c.path}`)
    expect(res?.status(), c.path).toBe(c.status ?? 200)
    if (c.h1) await expect(page.getByRole('heading', { level: 1, name: c.h1 }), c.path).toBeVisible()
    if (c.reload)
      await expect(async () => {
        if (!(await c.content(page).isVisible())) await page.reload()
        await expect(c.content(page)).toBeVisible({ timeout: 5_000 })
      }).toPass({ timeout: 120_000 })
    else await expect(c.content(page), c.path).toBeVisible()
  }
  // The platform's entry page answers, then hands the bettor to the sports home.
  expect((await page.goto(`${origin}/sports/init-sportsbook`, { waitUntil: 'commit' }))?.status()).toBe(200)
  await expect(page).toHaveURL(new RegExp(`^${escape(origin)}[^?#]*/sports$`))
}

interface UpcomingMatch {
  id: number
  slug: string
  name: string
  sport: { key: string }
  tournament: { slug: string; name: string }
  competitors: { name: string }[]
}

/** The first upcoming match (not an outright) the reference backend lists. */
async function upcomingMatch(api: string): Promise<UpcomingMatch> {
  const res = await fetch(`${api}/api/sportsbook/matches?match_status=0&limit=20`)
  const all: (UpcomingMatch & { type: string })[] = (await res.json()).data
  const match = all.find((m) => m.type === 'match')
  if (!match) throw new Error('no upcoming match listed')
  return match
}

/** A league and a match page of the catalog (spec §2 `[sport]/[league]`, `[sport]/[match]`). */
async function catalogPages(api: string): Promise<PageCase[]> {
  const match = await upcomingMatch(api)
  const vs = new RegExp(`${escape(match.competitors[0]?.name ?? match.name)} vs`)
  return [
    {
      path: `/sports/${match.sport.key}/${match.tournament.slug}`,
      h1: new RegExp(escape(match.tournament.name)),
      content: matchRow,
    },
    {
      path: `/sports/${match.sport.key}/${match.slug}`,
      h1: vs,
      content: (page) => page.getByRole('tabpanel').first(),
    },
  ]
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const wide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 960

/**
 * Opens the header's search and answers its field. A press before the page has hydrated does nothing
 * (as for a user), and the dialog's code loads on first use: press until the field shows, never on an
 * open dialog.
 */
async function openSearch(page: Page): Promise<Locator> {
  const box = page.getByRole('searchbox', { name: 'Search matches, leagues and markets' })
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await expect(async () => {
    // A short click timeout: an open dialog covers the button, and a blocked click would hold the retry.
    if (!(await dialog.isVisible()))
      await page.getByRole('button', { name: 'Search', exact: true }).click({ timeout: 2_000 })
    await expect(box).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
  return box
}

test.describe('default brand', () => {
  test('every §2 page answers with its heading and content', async ({ page }) => {
    test.setTimeout(300_000)
    await visitAll(page, '', [...DEFAULT_PAGES, ...(await catalogPages(`http://127.0.0.1:${API_PORT}`))])
  })

  test('results list finished matches with their final scores', async ({ page }) => {
    await page.goto('/sports/results')
    await expect(page.getByRole('link', { name: RESULT }).first()).toBeVisible()
    await page.getByRole('combobox', { name: 'Sport' }).selectOption('soccer')
    await expect(page).toHaveURL(/sport=soccer/)
  })

  test('search finds a team by three letters and opens its match', async ({ page }) => {
    test.setTimeout(120_000)
    const match = await upcomingMatch(`http://127.0.0.1:${API_PORT}`)
    const team = match.competitors[0]?.name ?? match.name
    const word = team.split(/\s+/).find((w) => /^[A-Za-z]{3,}/.test(w)) ?? team
    const letters = word.slice(0, 3)
    await page.goto('/sports')
    const box = await openSearch(page)
    await box.fill(letters)
    // Debounced, then fetched: wait for the answer (the match's row), never for a time.
    // Two matches may share a name (a rematch): the hit is this match's own row.
    const hit = page
      .getByRole('menuitem', { name: new RegExp(`^${escape(match.name)}`) })
      .and(page.locator(`[data-key="m${match.id}"]`))
    await expect(hit).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText('Searching…')).toHaveCount(0)
    // Arrow keys move from the field through the results (live matches come first): down to this one.
    const titles = await page.getByRole('menuitem').allInnerTexts()
    expect(
      titles.some((t) => t.startsWith(match.name)),
      titles.join(' | '),
    ).toBe(true)
    for (let i = 0; i <= titles.length && (await hit.getAttribute('data-focused')) === null; i++)
      await box.press('ArrowDown')
    await expect(hit).toHaveAttribute('data-focused')
    await box.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/sports/${match.sport.key}/${match.slug}$`), { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1 })).toContainText(team)
    // The next search starts with this one among the recent searches.
    await openSearch(page)
    await expect(page.getByRole('menuitem', { name: letters, exact: true })).toBeVisible()
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

  test('every §2 page answers with its own content and flags', async ({ page }) => {
    test.setTimeout(300_000)
    await visitAll(page, lumen.web, [...LUMEN_PAGES, ...(await catalogPages(lumen.api))])
  })
})
