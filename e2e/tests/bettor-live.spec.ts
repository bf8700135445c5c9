import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test'
import { MatchPage } from '@sportsbook/contract'
import { newSignedInPlayer } from '../players.ts'
import { placeBet } from '../slip-actions.ts'

// Issue #30's bettor features that follow live play: an auto cash-out firing while the bettor's tab is
// closed (ADR 029) and an early payout on a 2-goal lead (ADR 031). The kick-off and the goals come from
// the scenario simulator (POST /api/dev/scenarios/{name}/run, DEV_TOOLS, on in the e2e stack; ADR 037),
// which moves the match through the feed's own tick: the test decides when it kicks off and the score,
// the feed prices it, the server pays. No waiting for a real kick-off.

type Listed = MatchPage['data'][number]
type Playwright = PlaywrightWorkerArgs['playwright']

const slip = (page: Page) => page.getByRole('complementary').filter({ has: page.getByRole('tablist') })
const euros = (text: string) => Number(text.replace(/[^\d.]/g, ''))
const eur = (minor: number) => `€${(minor / 100).toFixed(2)}`

/** The first soccer match of this status the predicate takes, polling the listing until one shows. */
async function soccerMatch(api: APIRequestContext, status: 0 | 1, take: (m: Listed) => boolean) {
  let found: Listed | undefined
  await expect
    .poll(
      async () => {
        const res = await api.get(
          `/api/sportsbook/matches?match_status=${status}&sport_key=soccer&sort_by=start_time&limit=100`,
        )
        const body = res.ok() ? MatchPage.safeParse(await res.json()) : undefined
        found = body?.success
          ? body.data.data.find((m) => m.type === 'match' && m.bettable && take(m))
          : undefined
        return found !== undefined
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(true)
  return found!
}

/** Whether the home price of the 1X2 is open, at odds in [min, max]. */
const homeOpen = (m: Listed, min: number, max = Infinity) => {
  const home = m.main_market?.id === 1 && m.main_market.status === 1 ? m.main_market.outcomes[0] : undefined
  return home?.active === true && home.odds >= min && home.odds <= max
}

async function matchNow(api: APIRequestContext, id: number) {
  const res = await api.get(`/api/sportsbook/matches/${id}`)
  expect(res.ok()).toBe(true)
  return (await res.json()) as Listed
}

/**
 * Plays a scenario of the simulator on this match (docs/scenarios.md): its steps at 0 ms have run when
 * it answers. Called as a developer's tool calls it, from a request context of its own (no session, so
 * no CSRF token is asked).
 */
async function scenario(playwright: Playwright, baseURL: string, name: string, id: number) {
  const api = await playwright.request.newContext({ baseURL })
  const res = await api.post(`/api/dev/scenarios/${name}/run`, { data: { match_id: id } })
  expect(res.status(), await res.text()).toBe(200)
  expect((await res.json()).match_ids).toEqual([id])
  await api.dispose()
}

/** Opens a match page and takes the home price of its 1X2 into the slip with a €10 stake, then places it. */
async function betOnHome(page: Page, match: Listed) {
  await page.goto(`/sports/${match.sport.key}/${match.slug}`)
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 30_000 })
  const home = match.competitors.find((c) => c.qualifier === 'home')!.name
  const market = page
    .getByRole('main')
    .getByRole('region', { name: match.main_market!.name, exact: true })
    .first()
  const price = market.locator('button[data-odds]').first()
  await expect(price).toHaveAccessibleName(new RegExp(`^${home}`))
  // a press before the page has hydrated does nothing, as for a user: press until the slip has it
  await expect(async () => {
    if ((await price.getAttribute('aria-pressed')) !== 'true') await price.click()
    await expect(price).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  const panel = slip(page)
  await panel.getByRole('textbox', { name: 'Stake' }).fill('10')
  await placeBet(panel)
  return panel
}

/**
 * My Bets' settled list in the slip column. A press before the page has hydrated does nothing, as for
 * a user: press until the tab is selected.
 */
async function settledBets(page: Page) {
  const panel = slip(page)
  const tab = panel.getByRole('tab', { name: 'My bets' })
  await expect(async () => {
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await panel.getByRole('radiogroup', { name: 'Bet status' }).getByText('Settled').click()
  await expect(panel.getByRole('radio', { name: 'Settled' })).toBeChecked()
  return panel.getByTestId('bet-card')
}

async function onlyBet(api: APIRequestContext) {
  const res = await api.get('/api/sportsbook/bets')
  const bets = (await res.json()).data as {
    id: string
    ref: string
    status: string
    result: string
    created_at: string
    cashed_out: { value: number }
    cashout_rule: { kind: string } | null
    win_amount: { value: number }
    selections: { early_payout?: { home: number; away: number } }[]
  }[]
  expect(bets).toHaveLength(1)
  return bets[0]!
}

test('an auto cash-out fires while the tab is closed: cashed out, the bell says so, the balance is up', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const api = context.request
  await newSignedInPlayer(page, 'auto-fire', 5_000)
  // a pre-match match kicked off now: early in the first half, a minute of play and more before
  // half-time (whose break closes the markets), never near its end (it could settle within the test).
  // Home not the favourite: a favourite two up in the first minutes is likelier to win than the 1X2
  // can price with its margin, so the feed suspends the market (price review) and there is no cash-out
  // offer for the rule to fire on.
  const prematch = await soccerMatch(
    api,
    0,
    (m) => homeOpen(m, 2.4, 6) && Date.parse(m.start_time) - Date.now() > 60_000,
  )
  await scenario(playwright, baseURL!, 'kick-off-now', prematch.id)
  const match = await matchNow(api, prematch.id)
  expect(match.status).toBe(1)
  const panel = await betOnHome(page, match)
  await expect(page.getByTestId('balance')).toHaveText('€40.00')
  const { ref } = await onlyBet(api)

  // the rule: a little above the offer now (at most the potential win)
  await panel.getByRole('button', { name: 'View my bets' }).click()
  const card = panel.getByTestId('bet-card').filter({ hasText: ref })
  const auto = card.getByRole('button', { name: 'Auto cash-out' })
  const dialog = page.getByRole('dialog', { name: 'Auto cash-out' })
  let threshold = ''
  // the offer moves with play (and hides while the market is suspended, closing the dialog); an amount
  // the offer has meanwhile passed is refused: read the offer again and set the rule again
  await expect(async () => {
    if (!(await dialog.isVisible())) await auto.click({ timeout: 5_000 })
    const range = await dialog.getByText(/^Above €[\d.,]+, up to €[\d.,]+\.$/).innerText()
    const [offer, win] = range.match(/€\d[\d,]*\.\d{2}/g)!.map(euros) as [number, number]
    threshold = (offer + Math.min(1, (win - offer) / 3)).toFixed(2)
    await dialog.getByRole('textbox', { name: 'When the cash-out offer reaches (EUR)' }).fill(threshold)
    await dialog.getByRole('button', { name: 'Create rule' }).click()
    await expect(card.getByTestId('cashout-rule')).toContainText(`Auto cash-out at €${threshold}`, {
      timeout: 5_000,
    })
  }).toPass({ timeout: 90_000 })
  await expect(dialog).toBeHidden()

  // the bettor closes the tab; the home side goes two up. (Not three: early in a match a three-goal lead
  // is likelier than the 1X2 can be priced at its lowest odds with its margin, so the feed suspends the
  // market for the rest of the match, and a suspended market has no cash-out offer to fire on.)
  await page.close()
  expect(await onlyBet(api), 'the rule has not fired yet').toMatchObject({ cashout_rule: { kind: 'auto' } })
  await scenario(playwright, baseURL!, 'two-goal-lead', match.id)
  // the server fires the rule on a re-pricing after the goal's suspension and the live delay
  await expect
    .poll(async () => (await onlyBet(api)).status, { timeout: 60_000, intervals: [1_000] })
    .toBe('cashed_out')
  const bet = await onlyBet(api)
  expect(bet.cashed_out.value).toBeGreaterThanOrEqual(Math.round(Number(threshold) * 100))

  // a new page: settled history, the notification, the balance
  const next = await context.newPage()
  await next.goto('/sports')
  await expect(next.getByTestId('balance')).toHaveText(eur(4_000 + bet.cashed_out.value))
  const bell = next.getByRole('banner').getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ })
  await bell.click()
  const item = next
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'Auto cash-out done' })
  await expect(item).toContainText(`Your auto cash-out paid ${eur(bet.cashed_out.value)}.`)
  await next.keyboard.press('Escape')
  const settled = (await settledBets(next)).filter({ hasText: ref })
  await expect(settled).toContainText('Cashed out')
  await expect(settled).toContainText(eur(bet.cashed_out.value))
  await expect(settled.getByRole('button', { name: 'Auto cash-out' })).toHaveCount(0)
})

test('early payout: a pre-match bet on the home side is paid as a win when it goes two goals up', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const api = context.request
  await newSignedInPlayer(page, 'early-payout', 5_000)
  // pre-match, not kicking off on its own during the test: the scenario kicks it off after the bet
  const match = await soccerMatch(api, 0, (m) => {
    const toStart = Date.parse(m.start_time) - Date.now()
    return homeOpen(m, 1.01) && m.early_payout?.lead === 2 && toStart > 90_000
  })
  await page.goto(`/sports/${match.sport.key}/${match.slug}`)
  // the offer on the 1X2, for the eye and in words for a screen reader
  const market = page
    .getByRole('main')
    .getByRole('region', { name: match.main_market!.name, exact: true })
    .first()
  await expect(market.getByText('2UP')).toBeVisible()
  await expect(
    market.getByText('Early payout: a pre-match bet on either team is paid as a win if it goes 2 ahead'),
  ).toBeAttached()
  await betOnHome(page, match)
  const placed = await onlyBet(api)
  expect(Date.parse(placed.created_at)).toBeLessThan(Date.parse(match.start_time))

  // kick-off now, then the home side goes two up (scenario two-goal-lead: the steps at 0 ms have run)
  await scenario(playwright, baseURL!, 'two-goal-lead', match.id)
  const { statistics } = await matchNow(api, match.id)
  expect(statistics?.total_score).toEqual({ home: 2, away: 0 })
  await expect
    .poll(async () => (await onlyBet(api)).result, { timeout: 30_000, intervals: [500] })
    .toBe('win_entire')
  const bet = await onlyBet(api)
  expect(bet.selections[0]?.early_payout).toMatchObject({ home: 2, away: 0 })

  // My Bets: won, paid early at the score that paid it, whatever the final score
  await page.reload()
  await expect(page.getByTestId('balance')).toHaveText(eur(4_000 + bet.win_amount.value))
  const card = (await settledBets(page)).filter({ hasText: bet.ref })
  await expect(card).toContainText('Won')
  await expect(card).toContainText('Paid early at 2–0')
})
