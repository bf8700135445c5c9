import { expect, test } from '@playwright/test'
import { MatchPage } from '@sportsbook/contract'

/** Sports whose score moves every few seconds at FEED_SPEED=20 first; soccer goals are rare. */
const BUSY_SCORERS = [
  'basketball',
  'cs2',
  'dota2',
  'volleyball',
  'handball',
  'tennis',
  'ice-hockey',
  'soccer',
]

test('the match page shows odds and score changes pushed by the feed, without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // Right after the stack starts the feed may still be filling the catalogue: wait for live matches.
  let live: MatchPage['data'] = []
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/sportsbook/matches?match_status=1&limit=100')
        const body = res.ok() ? MatchPage.safeParse(await res.json()) : undefined
        live = body?.success ? body.data.data.filter((m) => m.statistics?.total_score) : []
        return live.length
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0)
  const rank = (key: string) => {
    const i = BUSY_SCORERS.indexOf(key)
    return i < 0 ? BUSY_SCORERS.length : i
  }
  // Early in the game, so it neither ends nor stops taking bets while the test watches.
  const progress = (m: (typeof live)[number]) =>
    (m.statistics?.period ?? 0) / (m.statistics?.max_period_number ?? 1)
  const fresh = live.filter((m) => progress(m) <= 0.5)
  const match = (fresh.length > 0 ? fresh : live).sort(
    (a, b) => rank(a.sport.key) - rank(b.sport.key) || progress(a) - progress(b),
  )[0]
  expect(match, 'the feed has a live match with a score').toBeDefined()
  if (!match) return

  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(ws.url()))
  await page.goto(`/sports/${match.sport.key}/${match.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true))

  // Score: the total and the period scores under it (the clock ticks on its own, so it is left out).
  const header = page.getByRole('main').locator('header').first()
  const scoreText = () =>
    header.evaluate((h) => {
      const total = h.querySelector('[aria-label^="Score"]')?.getAttribute('aria-label') ?? ''
      return `${total} ${h.querySelector('ol')?.textContent ?? ''}`
    })
  const scoreBefore = await scoreText()

  // Odds: a pushed change shows an arrow and says "odds rising/falling" in the button's name.
  const moved = page
    .getByRole('main')
    .getByRole('button', { name: /, odds (rising|falling)$/ })
    .first()
  await expect(moved).toBeVisible({ timeout: 30_000 })
  await expect(moved.locator('[data-odds-move]')).toBeVisible()

  await expect.poll(scoreText, { timeout: 90_000, intervals: [500] }).not.toBe(scoreBefore)

  expect(sockets.some((u) => u.endsWith('/connection/websocket'))).toBe(true)
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})

test('a match that finishes leaves the live list without a reload', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.goto('/sports/live')
  const rows = page.getByRole('main').locator('li')
  await expect(rows.first()).toBeVisible()
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true))
  const hrefs = () =>
    page
      .getByRole('main')
      .locator('li a[href]:not([aria-label])')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  // a live soccer match the list shows; the scenario simulator ends it (ends-and-settles, ADR 037):
  // a goal, and 3 s later the final whistle, instead of waiting minutes for some match to end
  let href = ''
  let id = 0
  await expect(async () => {
    const res = await request.get('/api/sportsbook/matches?match_status=1&sport_key=soccer&limit=100')
    const live = MatchPage.parse(await res.json()).data.filter((m) => m.type === 'match')
    const shown = await hrefs()
    const match = live.find((m) => shown.some((h) => h.endsWith(`/${m.slug}`)))
    expect(match, 'a live soccer match in the list').toBeDefined()
    href = shown.find((h) => h.endsWith(`/${match!.slug}`))!
    id = match!.id
  }).toPass({ timeout: 60_000, intervals: [1_000] })
  const run = await request.post('/api/dev/scenarios/ends-and-settles/run', { data: { match_id: id } })
  expect(run.status(), await run.text()).toBe(200)
  await expect.poll(async () => (await hrefs()).includes(href), { timeout: 30_000 }).toBe(false)
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})

test('going offline shows the connection alert, coming back online clears it', async ({ page, context }) => {
  await page.goto('/sports/live')
  await expect(page.locator('main li').first()).toBeVisible()
  await expect(page.locator('main [data-odds-move]').first()).toBeAttached({ timeout: 30_000 })
  await context.setOffline(true)
  const alert = page.getByRole('alert').filter({ hasText: 'Connection error' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('offline')
  await context.setOffline(false)
  await expect(alert).toBeHidden({ timeout: 20_000 })
})
