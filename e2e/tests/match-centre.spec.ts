// The match centre of a live soccer and a live tennis match (issue 19): statistics that change during
// the match, a tracker that moves, a suspended market that says why, and a bet builder of three
// markets priced, placed and listed in My Bets as a custom bet (custom bets are soccer's: the
// reference backend prices them from an exact score distribution, which tennis has not).
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test'
import { MatchPage } from '@sportsbook/contract'
import { newSignedInPlayer } from '../players.ts'
import { placeBet } from '../slip-actions.ts'

type Playwright = PlaywrightWorkerArgs['playwright']

type LiveMatch = MatchPage['data'][number]

/** Stages in which the ball is in play (not a break, when statistics stand still). */
const IN_PLAY = /^(1st|2nd|3rd|4th|5th)_(half|set)$/

/**
 * A live match of a sport in play and early, in its first period (so it neither ends nor stops while
 * the test watches). A tennis match kicks off every two or three minutes in the e2e feed: room to wait.
 */
async function liveMatch(
  request: APIRequestContext,
  sport: string,
  timeout = 60_000,
  open: (m: LiveMatch) => boolean = () => true,
): Promise<LiveMatch> {
  let found: LiveMatch | undefined
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/sportsbook/matches?match_status=1&sport_key=${sport}&limit=100`)
        const body = res.ok() ? MatchPage.safeParse(await res.json()) : undefined
        const live = body?.success
          ? body.data.data.filter(
              (m) =>
                m.type === 'match' &&
                m.bettable &&
                m.statistics &&
                (m.statistics.period ?? 0) <= 1 &&
                IN_PLAY.test(m.stage ?? '') &&
                open(m),
            )
          : []
        const progress = (m: LiveMatch) =>
          (m.statistics?.period ?? 0) / (m.statistics?.max_period_number ?? 1)
        found = live.sort((a, b) => progress(a) - progress(b))[0]
        return found !== undefined
      },
      { timeout, intervals: [1_000] },
    )
    .toBe(true)
  return found!
}

/** The next pre-match fixture of a sport, a minute or more away (it must not kick off on its own meanwhile). */
async function prematchMatch(request: APIRequestContext, sport: string): Promise<LiveMatch> {
  const res = await request.get(
    `/api/sportsbook/matches?match_status=0&sport_key=${sport}&sort_by=start_time&limit=20`,
  )
  expect(res.ok()).toBe(true)
  const next = MatchPage.parse(await res.json()).data.find(
    (m) => m.type === 'match' && m.bettable && Date.parse(m.start_time) - Date.now() > 60_000,
  )
  expect(next, `a pre-match ${sport} match`).toBeDefined()
  return next!
}

/** Scenario kick-off-now (docs/scenarios.md) on this match, from a request context of its own, as a developer's tool. */
async function kickOffNow(playwright: Playwright, baseURL: string, id: number) {
  const api = await playwright.request.newContext({ baseURL })
  const res = await api.post('/api/dev/scenarios/kick-off-now/run', { data: { match_id: id } })
  expect(res.status(), await res.text()).toBe(200)
  await api.dispose()
}

/** Below 1280 px the bet slip is a sheet opened from the tab bar (as in betting.spec.ts). */
async function slipPanel(page: Page): Promise<Locator> {
  if ((page.viewportSize()?.width ?? 1280) >= 1280)
    return page.getByRole('complementary').filter({ has: page.getByRole('tablist') })
  await page
    .getByRole('button', { name: /Open bet slip/ })
    .last()
    .click()
  const sheet = page.getByRole('dialog', { name: 'Bet slip' })
  await expect(sheet).toBeVisible()
  return sheet
}

/**
 * Opens a tab of the match centre (closed when the page opens, issue #29). A press before the page has
 * hydrated does nothing, as for a user: press until the tab says it is open.
 */
async function openCentre(page: Page, name: 'Statistics' | 'Stream' | 'Chat') {
  const tab = page.getByRole('region', { name: 'Match centre' }).getByRole('button', { name })
  await expect(async () => {
    if ((await tab.getAttribute('aria-expanded')) !== 'true') await tab.click()
    await expect(tab).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 })
  }).toPass({ timeout: 45_000 })
}

const statsText = (page: Page) => page.getByTestId('match-stats').innerText()
/** Where the tracker's dots stand (the latest events drawn on the pitch or court), and its event list. */
const trackerState = async (page: Page) =>
  `${await page
    .getByTestId('tracker')
    .locator('circle')
    .evaluateAll((dots) =>
      dots.map((d) => `${d.getAttribute('cx')},${d.getAttribute('cy')}`).join(' '),
    )} | ${await page.getByTestId('tracker-events').innerText()}`

/**
 * Opens the live match's page and watches its STATISTICS tab: the counters named by `rows` show,
 * change while the match is played (pushed with match_changed, no reload), and the tracker's dots move.
 */
async function watchStatisticsAndTracker(page: Page, match: LiveMatch, rows: RegExp[]): Promise<void> {
  await page.goto(`/sports/${match.sport.key}/${match.slug}`)
  const centre = page.getByRole('region', { name: 'Match centre' })
  await expect(centre.getByRole('button', { name: 'Stream' })).toBeVisible()
  await expect(centre.getByRole('button', { name: 'Chat' })).toBeVisible()
  await openCentre(page, 'Statistics')
  const stats = page.getByTestId('match-stats')
  // Statistics load in the browser after the page hydrates, which is slow on a busy CI machine.
  await expect(stats).toBeVisible({ timeout: 45_000 })
  for (const name of rows) {
    // Numbers for both sides around the counter's name.
    const row = stats.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
    await expect(row).toHaveText(/^\d+%?\s*\D+\s*\d+%?$/)
  }
  const before = await statsText(page)
  await expect.poll(() => statsText(page), { timeout: 90_000, intervals: [1_000] }).not.toBe(before)

  await expect(page.getByTestId('tracker')).toBeVisible()
  await expect(page.getByTestId('tracker-events').locator('li').first()).toBeVisible({ timeout: 30_000 })
  const tracker = await trackerState(page)
  await expect.poll(() => trackerState(page), { timeout: 60_000, intervals: [500] }).not.toBe(tracker)
}

/**
 * Opens the live match's page, waits for its main market's prices, then suspends every market of the
 * match with the scenario simulator (suspend-all-30s, ADR 037): the main market's card says why, heard
 * over realtime.
 */
async function suspendAndSeeWhy(page: Page, request: APIRequestContext, match: LiveMatch): Promise<void> {
  await page.goto(`/sports/${match.sport.key}/${match.slug}`)
  const card = page
    .getByRole('main')
    .getByRole('region', { name: match.main_market!.name, exact: true })
    .first()
  await expect(card.locator('button[data-odds]').first()).toBeVisible({ timeout: 30_000 })
  const run = await request.post('/api/dev/scenarios/suspend-all-30s/run', { data: { match_id: match.id } })
  expect(run.status(), await run.text()).toBe(200)
  await expect(card.getByTestId('market-suspended')).toHaveText('Suspended: match event', { timeout: 15_000 })
}

test('a live soccer match: statistics that change, a tracker that moves, the stream and chat tabs', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const match = await liveMatch(request, 'soccer')
  await watchStatisticsAndTracker(page, match, [/Possession/, /Corners/, /Shots on target/])

  await openCentre(page, 'Chat')
  await expect(page.getByTestId('chat-panel')).toBeVisible()
  await openCentre(page, 'Stream')
  await expect(page.getByTestId('stream-panel')).toContainText(match.has_video ? 'Demo stream' : 'No video')
})

test('a live tennis match: the points of the game and who serves, statistics that change, a tracker that moves', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // The next tennis match kicks off now (scenario kick-off-now, docs/scenarios.md) instead of the test
  // waiting up to four minutes for the feed's next one.
  test.setTimeout(180_000)
  const next = await prematchMatch(request, 'tennis')
  await kickOffNow(playwright, baseURL!, next.id)
  const match = await liveMatch(request, 'tennis', 60_000, (m) => m.id === next.id)
  await watchStatisticsAndTracker(page, match, [/Aces/, /Double faults/, /Break points/])
  await expect(page.getByTestId('game-score')).toHaveText(/Points: (0|15|30|40|A|\d+)–(0|15|30|40|A|\d+)/)
  const [home, away] = match.competitors
  await expect(page.getByTestId('server')).toHaveText(new RegExp(`(${home?.name}|${away?.name}) serving`))
  await expect(page.getByRole('img', { name: 'Court with the latest points' })).toBeVisible()
})

test('a suspended market of a live soccer match says why', async ({ page, request }) => {
  // The scenario simulator suspends every market of the open page's match (suspend-all-30s, ADR 037):
  // no waiting for a goal somewhere. The page hears it over realtime.
  test.setTimeout(120_000)
  const match = await liveMatch(request, 'soccer', 60_000, (m) => m.main_market?.status === 1)
  await suspendAndSeeWhy(page, request, match)
})

test('a suspended market of a live tennis match says why', async ({ page, request, playwright, baseURL }) => {
  // The next tennis match kicks off now and the simulator suspends its markets (kick-off-now, then
  // suspend-all-30s): no waiting minutes for a set break or a price review of the feed's own play.
  test.setTimeout(120_000)
  const next = await prematchMatch(request, 'tennis')
  await kickOffNow(playwright, baseURL!, next.id)
  const match = await liveMatch(
    request,
    'tennis',
    30_000,
    (m) => m.id === next.id && m.main_market?.status === 1,
  )
  await suspendAndSeeWhy(page, request, match)
})

test('on a live soccer match, a bet builder of three markets is priced as the player picks, placed, and listed in My Bets as a custom bet', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  await newSignedInPlayer(page, 'builder', 10_000)
  // A live bettor's choice in Settings: accept any price move. Three live legs move their joint price
  // within the 3 s live delay nearly every time at the e2e feed's 20×; under the default (higher only)
  // a drop is refused: Accept, Place, refused again (a measured run gave up after 120 s of that).
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sb_csrf')?.value ?? ''
  const policy = await page.request.post('/api/sportsbook/settings', {
    data: { auto_accept_odds_change: 'any' },
    headers: { 'x-csrf-token': csrf },
  })
  expect(policy.ok()).toBe(true)
  // Both teams to score is decided (and closed) once both have scored: a match where one has not yet.
  // And a close one whose 1X2 is open: a two-goal lead early sends the 1X2 to price review (suspended
  // until the model can price it again), which no pick of the test can wait out.
  const match = await liveMatch(request, 'soccer', 60_000, (m) => {
    const score = m.statistics?.total_score
    const close = !score || Math.abs(score.home - score.away) < 2
    return (!score || score.home === 0 || score.away === 0) && close && m.main_market?.status === 1
  })
  await page.goto(`/sports/${match.sport.key}/${match.slug}#betBuilder`)
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 45_000 })
  const builder = page.getByTestId('bet-builder')
  await expect(builder).toBeVisible({ timeout: 45_000 })
  expect(new URL(page.url()).hash).toBe('#betBuilder')
  const price = page.getByTestId('builder-price')
  await expect(price).toContainText('Pick outcomes from at least 2 markets')

  // One outcome from each of three markets that can win together: home win, over (the lowest
  // line still open), both teams to score.
  const pickIn = async (name: string, index: number) => {
    // The first line (a row of the market's card) whose price is open: a suspended one shows its lock.
    const line = builder
      .getByRole('region', { name, exact: true })
      .locator('[data-line]')
      .filter({ has: page.locator(`button:nth-child(${index + 1}):enabled`) })
      .first()
    // A goal suspends the prices for a few seconds; a minute without an open line means the match is
    // over (the e2e feed plays 90 minutes in 4.5): fail then, and the retry takes another match.
    await line.getByRole('button').nth(index).click({ timeout: 60_000 })
    await expect(line.getByRole('button').nth(index)).toHaveAttribute('aria-pressed', 'true')
  }
  await pickIn('1X2', 0)
  await pickIn('Total', 0)
  // The joint price follows the live match (refreshed every few seconds); a goal suspends it a moment.
  await expect(price).toHaveText(/^2 picks at \d/, { timeout: 30_000 })
  await pickIn('Both teams to score', 0)
  await expect(price).toHaveText(/^3 picks at \d/, { timeout: 30_000 })

  await builder.getByRole('button', { name: 'Add to bet slip' }).click()
  await expect(builder.getByRole('status')).toContainText('Added to your bet slip')
  const panel = await slipPanel(page)
  await expect(panel.getByTestId('slip-selection')).toHaveCount(3)
  // The slip names it a bet builder bet, not three picks to combine.
  await expect(panel.getByTestId('slip-bet-builder')).toHaveText('Bet Builder')
  await panel.getByRole('textbox', { name: 'Stake' }).fill('2')
  // Live: the server waits its delay and prices the legs again; a moved price comes back to the slip.
  await placeBet(panel, 120_000)

  await panel.getByRole('button', { name: 'View my bets' }).click()
  const card = panel.getByTestId('bet-card').first()
  await expect(card.getByText('Custom bet')).toBeVisible()
  await expect(card.locator('ul > li')).toHaveCount(3)
  await expect(card).toContainText(match.name)
})
