import { expect, test, type Page } from '@playwright/test'
import { newSignedInPlayer } from '../players.ts'
import { pickUpcoming, placeBet } from '../slip-actions.ts'

/**
 * Issue #13 jackpots: a new player's qualifying bets, placed through the bet slip, grow the demo
 * "Quick Drop" (USD) pools live on /promotions, and once settled (issue #27: a share enters the draw
 * when its bet settles) the bet that takes the Mini to its must-drop amount ($2.00) wins it: toaster,
 * jackpot-hit modal, the win in the balance, the bell's notification, and the player among the latest
 * winners. USD keeps the other journeys' (EUR) bets out of this jackpot.
 */

const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ''))

/** The bet slip column (the desktop project: 1280 px and wider). */
const slipPanel = (page: Page) => page.getByRole('complementary').filter({ has: page.getByRole('tablist') })

/**
 * A single in USD through the bet slip, as the player does it: an upcoming price at 1.60-5.00 (the
 * jackpot's minimum odds are 1.50, so a price that moves a little still qualifies), the stake typed in
 * dollars, Place.
 */
/**
 * How long the watching tab may take to show a pool's growth: the draw's next tick (1 s) pushes it.
 * Under the page's 15-s refresh, so only the push can pass.
 */
const POOL_LIVE_MS = 10_000

async function placeUsdSingle(page: Page, dollarsStake: number) {
  await pickUpcoming(page, 1, (odds) => odds >= 1.6 && odds <= 5)
  const panel = slipPanel(page)
  await panel.getByRole('textbox', { name: /^Stake/ }).fill(String(dollarsStake))
  await expect(panel.getByRole('button', { name: /Place bet/ })).toContainText(`$${dollarsStake}.00`)
  await placeBet(panel, 90_000)
}

/** The provider results the player's open bets as lost, oldest first (the development route stands in for the feed). */
async function settleOpenBetsAsLost(page: Page) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sb_csrf')?.value ?? ''
  const open = (await (await page.request.get('/api/sportsbook/bets?status=open')).json()) as {
    data: { id: string }[]
  }
  for (const { id } of open.data.reverse()) {
    const res = await page.request.post('/api/dev/bets/settle', {
      data: { bet_id: id, result: 'lose' },
      headers: { 'x-csrf-token': csrf },
    })
    expect(res.ok()).toBe(true)
  }
}

const miniPool = (page: Page) =>
  page
    .getByRole('article', { name: 'Quick Drop' })
    .getByTestId('jackpot-level-mini')
    .getByTestId('jackpot-pool')

test('a qualifying bet grows the jackpot pool live, and the bet that reaches the must-drop amount wins it', async ({
  page,
}) => {
  // two bets through the slip, two tabs and a draw on a busy 2-core machine
  test.setTimeout(300_000)
  await newSignedInPlayer(page, 'jp', 10_000, 'USD')
  await page.goto('/sports')

  // a second tab of the same player keeps /promotions open: the jackpots with their live pools
  const promotions = await page.context().newPage()
  await promotions.goto('/sports/promotions')
  // Hydration on a busy machine may take a while before the block (browser-only) renders.
  const jackpots = promotions.getByRole('heading', { name: 'Jackpots', level: 2 })
  await expect(jackpots).toBeVisible({ timeout: 60_000 })
  await expect(promotions.getByRole('article', { name: 'Mega Jackpot' })).toBeVisible({ timeout: 30_000 })
  const before = dollars(await miniPool(promotions).innerText())
  expect(before).toBeGreaterThanOrEqual(1)
  expect(before).toBeLessThan(1.95)

  const bell = promotions.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ })
  await expect(bell).toBeVisible()
  const unread = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1])

  // $1 at 1.60+ qualifies: 5 % of it reaches the Mini's pool in the other tab, live (no reload).
  // The watching tab is brought to the front, as a bettor looking at it would. The bet's share is
  // pushed on the draw's next tick (`jackpot_changed`), not only when the bet settles.
  await placeUsdSingle(page, 1)
  await promotions.bringToFront()
  await expect
    .poll(async () => dollars(await miniPool(promotions).innerText()), { timeout: POOL_LIVE_MS })
    .toBeCloseTo(before + 0.05, 2)

  // $20 adds $1.00 (the pool shows at most the $2.00 must-drop amount); nothing drops while the bets are open
  await placeUsdSingle(page, 20)
  await promotions.bringToFront()
  await expect
    .poll(async () => dollars(await miniPool(promotions).innerText()), { timeout: POOL_LIVE_MS })
    .toBeCloseTo(2, 2)
  await page.waitForTimeout(2_000)
  await expect(promotions.getByTestId('toast').filter({ hasText: 'Jackpot!' })).toHaveCount(0)
  // the bets settle (lost): their shares enter the draw, and the Mini drops on the $20 bet
  await settleOpenBetsAsLost(page)
  await expect(
    promotions.getByTestId('toast').filter({ hasText: 'Jackpot! You hit the Mini of Quick Drop.' }),
  ).toBeVisible({ timeout: 60_000 })
  const modal = promotions.getByRole('dialog', { name: 'You hit the jackpot!' })
  await expect(modal.getByText('Your bet dropped the Mini level of Quick Drop.')).toBeVisible({
    timeout: 60_000,
  })
  const won = dollars(await modal.getByTestId('jackpot-hit-amount').innerText())
  expect(won).toBeGreaterThanOrEqual(2)
  // the win is in the balance (the account the header reads)
  await expect
    .poll(async () => {
      const accounts = (await (await page.request.get('/api/platform/player/accounts')).json()) as {
        currency: string
        balance: { value: number }
      }[]
      return accounts.find((a) => a.currency === 'USD')?.balance.value
    })
    .toBe(Math.round((100 - 21 + won) * 100))
  await modal.getByRole('button', { name: 'Great, thanks' }).click()
  await expect(modal).toBeHidden()

  // the bell rang without a reload (the win, and the two settled bets), and its entry reads the win
  await expect(bell).toHaveAccessibleName(`Notifications, ${unread + 3} unread`)
  await bell.click()
  const centre = promotions.getByRole('dialog', { name: 'Notifications' })
  const entry = centre.getByRole('listitem').filter({ hasText: 'Jackpot won' })
  await expect(entry).toHaveCount(1)
  await expect(entry).toContainText(
    `Your bet dropped the Mini level of Quick Drop: $${won.toFixed(2)} added to your balance.`,
  )
  await promotions.keyboard.press('Escape')
  await expect(centre).toBeHidden()

  // the pool starts again from its seed; the player is among the latest winners
  await expect.poll(async () => dollars(await miniPool(promotions).innerText())).toBeLessThan(2)
  const winners = promotions.getByRole('region', { name: 'Latest jackpot winners' })
  await expect(winners.getByRole('row').filter({ hasText: 'You' }).first()).toBeVisible()
  // seen: a reload does not show the modal again
  await promotions.reload()
  await expect(promotions.getByRole('heading', { name: 'Jackpots', level: 2 })).toBeVisible({
    timeout: 60_000,
  })
  await page.waitForTimeout(2_000)
  await expect(modal).toBeHidden()
})
