import { expect, test, type Page } from '@playwright/test'
import { bettorAddress } from '../players.ts'
import { pickUpcoming, placeBet } from '../slip-actions.ts'

/**
 * Issue #13 hunting and tournaments: a new player joins the demo hunt and the weekly tournament on
 * /promotions, the slip then picks the hunt by default (spec §4 order hunting, tournament,
 * comboboost), a bet earns hunting points, a bet with the tournament puts the player's highlighted
 * row on the leaderboard.
 */

async function signUpAndDeposit(page: Page) {
  const email = `hunt-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`
  const user = {
    email,
    password: 'correct horse battery',
    currency: 'EUR',
    country: 'DE',
    terms_accepted: true,
  }
  expect(
    (
      await page.request.post('/api/platform/users', {
        data: { user },
        headers: { 'x-forwarded-for': bettorAddress() },
      })
    ).ok(),
  ).toBe(true)
  let link = ''
  await expect(async () => {
    const outbox = (await (await page.request.get('/api/dev/outbox.json')).json()) as {
      data: { to: string; links: string[] }[]
    }
    link = outbox.data.find((m) => m.to === email)?.links.find((l) => l.includes('confirmation_token')) ?? ''
    expect(link).not.toBe('')
  }).toPass({ timeout: 15_000 })
  const url = new URL(link)
  await page.goto(url.pathname + url.search)
  const confirmed = page.getByRole('dialog', { name: 'Confirm your account' })
  await expect(confirmed.getByText("Your account is confirmed and you're signed in.")).toBeVisible({
    timeout: 60_000,
  })
  const profile = page.getByRole('dialog', { name: 'Complete your profile' })
  await profile.getByRole('textbox', { name: 'First name' }).fill('Hunt')
  await profile.getByRole('textbox', { name: 'Last name' }).fill('Tester')
  await profile.getByRole('button', { name: 'Save and continue' }).click()
  await expect(profile).toBeHidden()
  if (await confirmed.isVisible()) await confirmed.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Deposit' }).click()
  const deposit = page.getByRole('dialog', { name: 'Deposit' })
  await deposit.getByRole('button', { name: '€100.00' }).click()
  await deposit.getByRole('button', { name: 'Deposit' }).click()
  await expect(page.getByTestId('balance')).toHaveText('€100.00')
}

async function betWith(page: Page, bonus: RegExp, stake: string) {
  await page.goto('/sports')
  await pickUpcoming(page, 1, (odds) => odds >= 1.6 && odds <= 5)
  const panel = page.getByRole('complementary').filter({ has: page.getByRole('tablist') })
  const picker = panel.getByTestId('bonus-picker')
  // the hunt comes first by default (spec §4)
  await expect(picker.getByRole('radio', { name: 'Freebet hunt: earn points' })).toBeChecked()
  await picker.getByText(bonus).click()
  await expect(picker.getByRole('radio', { name: bonus })).toBeChecked()
  await panel.getByRole('textbox', { name: 'Stake' }).fill(stake)
  await placeBet(panel)
}

test('a player joins the hunt and the tournament, bets, and sees their points and leaderboard row', async ({
  page,
}) => {
  // A whole account journey with two bets on a busy 2-core machine: well above the default.
  test.setTimeout(360_000)
  await signUpAndDeposit(page)

  await page.goto('/sports/promotions')
  const hunt = page.getByTestId('campaign-card').filter({ hasText: 'Freebet hunt' })
  const tour = page.getByTestId('campaign-card').filter({ hasText: 'Weekly tournament' })
  await expect(hunt.getByTestId('hunting-next')).toHaveText('20 more points win a €5.00 freebet')
  await hunt.getByRole('button', { name: 'Join the hunt' }).click()
  await expect(hunt.getByText('You are in: pick the hunt in the bet slip to earn points.')).toBeVisible()
  await tour.getByRole('button', { name: 'Join the tournament' }).click()
  await expect(tour.getByText(/You are in: pick the tournament/)).toBeVisible()
  const poolBefore = await tour.getByTestId('tournament-pool').innerText()

  await betWith(page, /^Freebet hunt: earn points$/, '12')
  await expect(page.getByTestId('balance')).toHaveText('€88.00')
  await page.goto('/sports/promotions')
  await expect(hunt.getByRole('progressbar', { name: '12 of 20 points' })).toBeVisible()
  await expect(hunt.getByTestId('hunting-next')).toHaveText('8 more points win a €5.00 freebet')

  await betWith(page, /^Tournament: earn points$/, '10')
  await page.goto('/sports/promotions')
  const own = tour.getByTestId('leaderboard-own-row')
  await expect(own).toContainText('Hunt T. (you)')
  await expect(own.getByRole('cell').nth(2)).toHaveText('10')
  await expect(own).toHaveAttribute('aria-current', 'true')
  await expect(tour.getByTestId('tournament-pool')).not.toHaveText(poolBefore)
  await page.screenshot({ path: test.info().outputPath('hunting-promotions.png'), fullPage: true })
})
