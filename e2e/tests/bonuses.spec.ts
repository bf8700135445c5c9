import { expect, test, type Page } from '@playwright/test'
import { signInAsDemo } from '../demo-player.ts'
import { pickUpcoming, placeBet } from '../slip-actions.ts'

/**
 * Issue #13 "Done when": a new user redeems the demo promo code WELCOME10 (README "Demo bonuses"),
 * the bonus toaster announces the freebet, a three-selection combo shows the comboboost with its
 * boosted odds, the freebet fixes the stake, and the placed bet lists in My Bets with its bonus while
 * the balance stays untouched (a freebet's stake never comes from the balance).
 */

/** A new player: signs up (through the API, as the sign-up form does), confirms by the emailed link, names. */
async function signUpNewUser(page: Page) {
  const email = `bonus-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`
  const user = {
    email,
    password: 'correct horse battery',
    currency: 'EUR',
    country: 'DE',
    terms_accepted: true,
  }
  const res = await page.request.post('/api/platform/users', { data: { user } })
  expect(res.ok()).toBe(true)
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
  // Hydration on a busy machine may take a while before the confirmation modal opens.
  await expect(confirmed.getByText("Your account is confirmed and you're signed in.")).toBeVisible({
    timeout: 60_000,
  })
  const profile = page.getByRole('dialog', { name: 'Complete your profile' })
  await profile.getByRole('textbox', { name: 'First name' }).fill('Bonus')
  await profile.getByRole('textbox', { name: 'Last name' }).fill('Hunter')
  await profile.getByRole('button', { name: 'Save and continue' }).click()
  await expect(profile).toBeHidden()
  if (await confirmed.isVisible()) await confirmed.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByTestId('balance')).toHaveText('€0.00')
}

test('a new user redeems a promo code, sees the toaster, and bets the freebet on a boosted combo', async ({
  page,
}) => {
  // A whole account journey on a busy 2-core machine: well above the default.
  test.setTimeout(240_000)
  await signUpNewUser(page)

  // /promotions: every demo campaign, terms in a dialog, the promo code field
  await page.goto('/sports/promotions')
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible()
  const boostCard = page.getByTestId('campaign-card').filter({ hasText: 'Combo boost' })
  await expect(boostCard.getByRole('cell', { name: '+5%' })).toBeVisible()
  await boostCard.getByRole('button', { name: 'Terms and conditions' }).click()
  const terms = page.getByRole('dialog', { name: 'Combo boost' })
  await expect(terms.getByText(/Selections below 1\.20 do not count/)).toBeVisible()
  await terms.getByRole('button', { name: 'Close' }).click()
  await expect(terms).toBeHidden()

  await page.getByRole('textbox', { name: 'Promo code' }).fill('welcome10')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByTestId('toast').first()).toContainText('Bonus issued: Welcome freebet €10')
  await expect(page.getByTestId('my-freebet')).toContainText('Welcome freebet €10')
  // a second try is refused with the catalogue's message
  await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('You have already used this promo code')).toBeVisible()

  // a combo of three: the comboboost applies by default, with the boosted odds beside the odds
  await page.goto('/sports')
  await pickUpcoming(page, 3, (odds) => odds >= 1.3 && odds <= 5)
  const panel = page.getByRole('complementary').filter({ has: page.getByRole('tablist') })
  await panel
    .locator('label')
    .filter({ hasText: /^Combo$/ })
    .click()
  const picker = panel.getByTestId('bonus-picker')
  await expect(picker.getByRole('radio', { name: 'Combo boost +5%' })).toBeChecked()
  await expect(picker.getByTestId('boosted-odds')).toContainText('× 1.05')

  // the freebet: the stake becomes its amount and cannot be typed over
  await picker.getByText(/^Freebet \(winnings only\) €10\.00$/).click()
  await expect(picker.getByRole('radio', { name: /Freebet \(winnings only\)/ })).toBeChecked()
  await expect(panel.getByRole('textbox', { name: 'Stake' })).toHaveValue(/10/)
  await expect(panel.getByRole('textbox', { name: 'Stake' })).toBeDisabled()
  await expect(panel.getByTestId('potential-win')).not.toHaveText('€0.00')
  await placeBet(panel)
  await expect(page.getByTestId('balance')).toHaveText('€0.00')

  // My Bets shows the bonus the bet used
  await panel.getByRole('button', { name: 'View my bets' }).click()
  const card = panel.getByTestId('bet-card').first()
  await expect(card.getByTestId('bet-bonus')).toHaveText('Freebet (winnings only) €10.00')
  await page.screenshot({ path: test.info().outputPath('my-bets-bonus.png') })
})

test('a boosted combo shows its boost in My Bets; /promotions shows lootbox chests and freebet progress', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/sports')
  await signInAsDemo(page)
  await pickUpcoming(page, 3, (odds) => odds >= 1.3 && odds <= 5)
  const panel = page.getByRole('complementary').filter({ has: page.getByRole('tablist') })
  await panel
    .locator('label')
    .filter({ hasText: /^Combo$/ })
    .click()
  await expect(
    panel.getByTestId('bonus-picker').getByRole('radio', { name: 'Combo boost +5%' }),
  ).toBeChecked()
  await panel.getByRole('textbox', { name: 'Stake' }).fill('5')
  await placeBet(panel)

  // My Bets: the comboboost used and the part of the potential win its boost adds
  await panel.getByRole('button', { name: 'View my bets' }).click()
  const card = panel.getByTestId('bet-card').first()
  await expect(card.getByTestId('bet-bonus')).toHaveText('Combo boost +5%')
  await expect(card.getByTestId('bet-boost')).toHaveText(/^\+€\d+\.\d{2}$/)

  // /promotions: the lootbox's chests by level and the amount-based freebet's progress bar
  await page.goto('/sports/promotions')
  const lootbox = page.getByTestId('lootbox-card')
  await expect(lootbox.getByRole('heading', { name: 'Lootbox' })).toBeVisible()
  await expect(lootbox.getByTestId('chest-level')).toHaveText([/^Small/, /^Medium/, /^Large/])
  await expect(lootbox.getByRole('heading', { name: /chests? to open$/ })).toBeVisible()
  const amb = page.getByTestId('amb-card')
  await expect(amb.getByRole('heading', { name: 'Bet €5, get a €5 freebet' })).toBeVisible()
  await expect(amb.getByRole('progressbar')).toHaveAccessibleName(
    /^(\d of 5 bets toward your next €5\.00 freebet|You have had every freebet of this promotion)$/,
  )
  await page.screenshot({ path: test.info().outputPath('promotions-loot.png'), fullPage: true })
})
