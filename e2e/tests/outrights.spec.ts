// Outrights (tournament winners) under their league, bet as singles and listed in My Bets; and the
// match page's "my bets on this match" strip with the bet just placed and its live cash-out.
import { expect, test, type Page } from '@playwright/test'
import { MatchPage } from '@sportsbook/contract'
import { newSignedInPlayer } from '../players.ts'
import { placeBet } from '../slip-actions.ts'

const slipPanel = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' })

test('an outright is listed under its league, placed as a single, and shown in My Bets', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const res = await request.get('/api/sportsbook/matches?type=outright&match_status=0&bettable=true&limit=20')
  const outright = MatchPage.parse(await res.json()).data.find((m) => m.sport.key === 'soccer') ?? undefined
  expect(outright, 'a soccer outright').toBeDefined()
  const { sport, tournament, name } = outright!
  // A new player: the demo player is shared, and its balance moves with other specs' bets.
  await newSignedInPlayer(page, 'outright', 10_000)
  await page.goto(`/sports/${sport.key}/${tournament.slug}`)
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 45_000 })
  const section = page.getByRole('region', { name: 'Outrights' })
  const card = section.getByRole('article', { name })
  await expect(card).toBeVisible({ timeout: 30_000 })
  await expect(card.getByText(/^Ends /)).toBeVisible()
  // The favourites first; "Show all" opens the whole field.
  const prices = card.locator('button[aria-pressed]')
  await expect(prices).toHaveCount(8)
  // a press before the page has hydrated does nothing, as for a user: press again until it answers
  const showAll = card.getByRole('button', { name: /^Show all/ })
  await expect(async () => {
    if (await showAll.isVisible()) await showAll.click()
    await expect(prices).toHaveCount(outright!.competitors.length, { timeout: 3_000 })
  }).toPass({ timeout: 45_000 })
  const pick = prices.first()
  const team = (await pick.getAttribute('aria-label'))?.replace(/ [\d.]+.*$/, '') ?? ''
  await pick.click()
  await expect(pick).toHaveAttribute('aria-pressed', 'true')

  const panel = slipPanel(page)
  await expect(panel.getByTestId('slip-selection')).toHaveCount(1)
  await expect(panel.getByTestId('slip-selection')).toContainText(name)
  await panel.getByRole('textbox', { name: 'Stake' }).fill('1')
  await placeBet(panel, 60_000)
  await panel.getByRole('button', { name: 'View my bets' }).click()
  const bet = panel.getByTestId('bet-card').filter({ hasText: name }).first()
  await expect(bet).toBeVisible()
  await expect(bet.getByText('Single')).toBeVisible()
  await expect(bet).toContainText(team)
})

test("the match page shows the player's open bet on that match with its cash-out", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // The last prematch soccer match of the schedule: it does not kick off while the test runs.
  const res = await request.get(
    '/api/sportsbook/matches?match_status=0&sport_key=soccer&sort_by=-start_time&limit=20',
  )
  const match = MatchPage.parse(await res.json()).data.find((m) => m.type === 'match' && m.bettable)
  expect(match, 'an upcoming soccer match').toBeDefined()
  // A new player: the demo player is shared, and another spec may hold a bet on this match.
  await newSignedInPlayer(page, 'strip', 10_000)
  await page.goto(`/sports/${match!.sport.key}/${match!.slug}`)
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 45_000 })
  await expect(page.getByTestId('match-bets')).toHaveCount(0)
  const prices = page
    .getByRole('main')
    .locator('button[aria-pressed]:not([data-favourite-star]):enabled:visible')
    .filter({ hasNotText: '%' }) // a price, not an option of the prediction vote
  // a press before the page has hydrated does nothing, as for a user: press again until it is picked
  await expect(async () => {
    if ((await prices.first().getAttribute('aria-pressed')) !== 'true') await prices.first().click()
    await expect(prices.first()).toHaveAttribute('aria-pressed', 'true', { timeout: 3_000 })
  }).toPass({ timeout: 45_000 })
  const panel = slipPanel(page)
  await panel.getByRole('textbox', { name: 'Stake' }).fill('2')
  await placeBet(panel, 60_000)

  const strip = page.getByRole('region', { name: /^My bets on this match/ })
  await expect(strip).toBeVisible({ timeout: 30_000 })
  await expect(strip.getByRole('heading')).toHaveText('My bets on this match (1)')
  await expect(strip.getByTestId('match-bet')).toHaveCount(1)
  await expect(strip).toContainText('Stake €2.00')
  // An offer needs every market of the bet open; a moment of suspension hides it.
  await expect(strip.getByRole('button', { name: /^Cash out €/ })).toBeVisible({ timeout: 30_000 })
})
