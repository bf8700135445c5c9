import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { MatchPage } from '@sportsbook/contract'
import { signInAsDemo } from '../demo-player.ts'

type LiveMatch = MatchPage['data'][number]

/** Stages in which the ball is in play (not a break, when statistics stand still). */
const IN_PLAY = /^(1st|2nd|3rd|4th|5th)_(half|set)$/

/** A live match of a sport in play and early (so it neither ends nor stops while the test watches). */
async function liveMatch(request: APIRequestContext, sport: string): Promise<LiveMatch> {
  let found: LiveMatch | undefined
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/sportsbook/matches?match_status=1&sport_key=${sport}&limit=100`)
        const body = res.ok() ? MatchPage.safeParse(await res.json()) : undefined
        const live = body?.success
          ? body.data.data.filter((m) => m.type === 'match' && m.statistics && IN_PLAY.test(m.stage ?? ''))
          : []
        const progress = (m: LiveMatch) =>
          (m.statistics?.period ?? 0) / (m.statistics?.max_period_number ?? 1)
        found = live.sort((a, b) => progress(a) - progress(b))[0]
        return found !== undefined
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true)
  return found!
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

const statsText = (page: Page) => page.getByTestId('match-stats').innerText()

test('a live soccer match: the statistics tab shows numbers that change during the match, and the tracker draws events', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const match = await liveMatch(request, 'soccer')
  await page.goto(`/sports/${match.sport.key}/${match.slug}`)
  const tabs = page.getByRole('tablist', { name: 'Match centre' })
  await expect(tabs.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.getByRole('tab', { name: 'Stream' })).toBeVisible()
  await expect(tabs.getByRole('tab', { name: 'Chat' })).toBeVisible()
  const stats = page.getByTestId('match-stats')
  // Statistics load in the browser after the page hydrates, which is slow on a busy CI machine.
  await expect(stats).toBeVisible({ timeout: 45_000 })
  await expect(stats.getByRole('rowheader', { name: /Possession/ })).toBeVisible()
  await expect(stats.getByRole('rowheader', { name: /Corners/ })).toBeVisible()
  const before = await statsText(page)
  // Pushed with match_changed: no reload, no polling.
  await expect.poll(() => statsText(page), { timeout: 60_000, intervals: [1_000] }).not.toBe(before)
  await expect(page.getByTestId('tracker')).toBeVisible()
  await expect(page.getByTestId('tracker-events').locator('li').first()).toBeVisible({ timeout: 30_000 })

  await tabs.getByRole('tab', { name: 'Chat' }).click()
  await expect(page.getByTestId('chat-panel')).toBeVisible()
  await tabs.getByRole('tab', { name: 'Stream' }).click()
  await expect(page.getByTestId('stream-panel')).toContainText(match.has_video ? 'Demo stream' : 'No video')
})

test('a live tennis match shows the points of the game and who serves', async ({ page, request }) => {
  test.setTimeout(120_000)
  const match = await liveMatch(request, 'tennis')
  await page.goto(`/sports/${match.sport.key}/${match.slug}`)
  await expect(page.getByTestId('game-score')).toHaveText(/Points: (0|15|30|40|A|\d+)–(0|15|30|40|A|\d+)/)
  const [home, away] = match.competitors
  await expect(page.getByTestId('server')).toHaveText(new RegExp(`(${home?.name}|${away?.name}) serving`))
  await expect(page.getByTestId('match-stats').getByRole('rowheader', { name: /Aces/ })).toBeVisible({
    timeout: 45_000,
  })
})

test('a bet builder of three markets is priced as the player picks, placed, and listed in My Bets as a custom bet', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // The last prematch soccer match of the schedule: it does not kick off while the test picks.
  const res = await request.get(
    '/api/sportsbook/matches?match_status=0&sport_key=soccer&sort_by=-start_time&limit=20',
  )
  const match = MatchPage.parse(await res.json()).data.find((m) => m.type === 'match' && m.bettable)
  expect(match, 'an upcoming soccer match').toBeDefined()
  await page.goto(`/sports/${match!.sport.key}/${match!.slug}#betBuilder`)
  await signInAsDemo(page)
  const builder = page.getByTestId('bet-builder')
  await expect(builder).toBeVisible()
  expect(new URL(page.url()).hash).toBe('#betBuilder')
  const price = page.getByTestId('builder-price')
  await expect(price).toContainText('Pick outcomes from at least 2 markets')

  // One outcome from each of three markets: home win, over 0.5 goals, both teams to score.
  const pickIn = async (name: string, index: number) => {
    // The first line of that market whose price is open (a line may be suspended for review).
    const line = builder
      .getByRole('region', { name, exact: true })
      .filter({ has: page.locator(`button:nth-child(${index + 1}):enabled`) })
      .first()
    await line.getByRole('button').nth(index).click()
    await expect(line.getByRole('button').nth(index)).toHaveAttribute('aria-pressed', 'true')
  }
  await pickIn('1X2', 0)
  await pickIn('Total', 0)
  await expect(price).toHaveText(/2 picks at \d/)
  await pickIn('Both teams to score', 0)
  await expect(price).toHaveText(/3 picks at \d/)

  await builder.getByRole('button', { name: 'Add to bet slip' }).click()
  await expect(builder.getByRole('status')).toContainText('Added to your bet slip')
  const panel = await slipPanel(page)
  await expect(panel.getByTestId('slip-selection')).toHaveCount(3)
  await panel.getByRole('textbox', { name: 'Stake' }).fill('2')
  const placed = panel.getByText('Bet placed')
  const accept = panel.getByRole('button', { name: 'Accept changes' })
  const place = panel.getByRole('button', { name: /Place bet/ })
  await expect(async () => {
    if (await accept.isVisible()) await accept.click()
    if (await place.isEnabled()) await place.click()
    await expect(placed).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 40_000 })

  await panel.getByRole('button', { name: 'View my bets' }).click()
  const card = panel.getByTestId('bet-card').first()
  await expect(card.getByText('Custom bet')).toBeVisible()
})
