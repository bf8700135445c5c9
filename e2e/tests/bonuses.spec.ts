import { expect, test, type Page } from '@playwright/test'
import { signInAsDemo } from '../demo-player.ts'
import { bettorAddress } from '../players.ts'
import { pickUpcoming, placeBet } from '../slip-actions.ts'

/**
 * Issue #13 "Done when": a new user redeems the demo promo code WELCOME10 (README "Demo bonuses"),
 * the bonus toaster announces the freebet, a three-selection combo shows the comboboost with its
 * boosted odds, the freebet fixes the stake, and the placed bet lists in My Bets with its bonus while
 * the balance stays untouched (a freebet's stake never comes from the balance). The combo settles as
 * a win: the balance, My Bets and the bell show exactly the winnings without the stake (only-win rule);
 * a second combo staked from those winnings takes the comboboost and pays the boosted odds (+5 %).
 */

/** The slice of GET /bets the expected amounts are computed from. */
type ApiBet = {
  id: string
  bonus: { type: string; odds: number | null } | null
  stake: { value: number }
  selections: { odds: number }[]
}

const SCALE = 10_000n
const scaled = (odds: number) => BigInt(Math.round(odds * 10_000))
/** Rule of a won combo (domain settleBet): stake × every leg's odds, rounded down to the cent. */
const comboReturn = (stake: number, odds: readonly number[]) =>
  odds.reduce((p, o) => p * scaled(o), BigInt(stake)) / SCALE ** BigInt(odds.length)
/** Rule of a won comboboost bet (domain settleBonusBet): stake × every leg's odds × the bonus odds, rounded down once. */
const boostedReturn = (stake: number, odds: readonly number[], bonusOdds: number) =>
  (odds.reduce((p, o) => p * scaled(o), BigInt(stake)) * scaled(bonusOdds)) / SCALE ** BigInt(odds.length + 1)
/** The part of a boosted win its boost adds (My Bets "Boost"): the boosted win less the plain one. */
const boostPart = (stake: number, odds: readonly number[], bonusOdds: number) =>
  boostedReturn(stake, odds, bonusOdds) - comboReturn(stake, odds)
/** Cents as the header and My Bets show euros (en): €12.34. */
const euro = (cents: bigint | number) => `€${(Number(cents) / 100).toFixed(2)}`

async function openBets(page: Page): Promise<ApiBet[]> {
  const res = await page.request.get('/api/sportsbook/bets?status=open')
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: ApiBet[] }).data
}

/** The provider results every leg of the bet as won (the stack's development route stands in for the feed). */
async function settleAsWon(page: Page, betId: string) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sb_csrf')?.value ?? ''
  const res = await page.request.post('/api/dev/bets/settle', {
    data: { bet_id: betId, result: 'win' },
    headers: { 'x-csrf-token': csrf },
  })
  expect(res.ok()).toBe(true)
}

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
  const res = await page.request.post('/api/platform/users', {
    data: { user },
    headers: { 'x-forwarded-for': bettorAddress() },
  })
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
  // A whole account journey with two settlements on a busy 2-core machine: well above the default.
  test.setTimeout(300_000)
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

  // the combo wins: an only-win freebet pays the winnings, never its €10 stake
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ })
  await expect(bell).toBeVisible()
  const freebetBet = (await openBets(page)).find((b) => b.bonus?.type === 'freebet_only_win')!
  expect(freebetBet.stake.value).toBe(1000)
  const winnings =
    comboReturn(
      1000,
      freebetBet.selections.map((s) => s.odds),
    ) - 1000n
  expect(winnings).toBeGreaterThan(0n)
  await settleAsWon(page, freebetBet.id)
  await expect(page.getByTestId('balance')).toHaveText(euro(winnings)) // pushed: no reload
  await panel.getByRole('radiogroup', { name: 'Bet status' }).getByText('Settled').click()
  const settled = panel.getByTestId('bet-card').filter({ hasText: 'Freebet (winnings only)' })
  await expect(settled.getByText('Won', { exact: true }).first()).toBeVisible()
  await expect(settled.locator('dt:text-is("Paid") + dd')).toHaveText(euro(winnings))
  await bell.click()
  const centre = page.getByRole('dialog', { name: 'Notifications' })
  await expect(centre.getByRole('listitem').filter({ hasText: 'Bet won' }).first()).toContainText(
    `Your bet won ${euro(winnings)}.`,
  )
  await page.keyboard.press('Escape')
  await expect(centre).toBeHidden()

  // a €5 combo of three from those winnings: the comboboost (+5 %) applies by itself and pays boosted odds
  await panel.getByRole('tab', { name: /Bet slip/ }).click()
  await pickUpcoming(page, 3, (odds) => odds >= 1.3 && odds <= 5)
  await panel
    .locator('label')
    .filter({ hasText: /^Combo$/ })
    .click()
  await expect(picker.getByRole('radio', { name: 'Combo boost +5%' })).toBeChecked()
  await panel.getByRole('textbox', { name: 'Stake' }).fill('5')
  await placeBet(panel)
  const afterStake = winnings - 500n
  await expect(page.getByTestId('balance')).toHaveText(euro(afterStake))
  const boostBet = (await openBets(page)).find((b) => b.bonus?.type === 'comboboost')!
  expect([boostBet.stake.value, boostBet.bonus?.odds]).toEqual([500, 1.05])
  const odds = boostBet.selections.map((s) => s.odds)
  const boosted = boostedReturn(500, odds, 1.05)
  expect(boosted).toBeGreaterThan(comboReturn(500, odds))
  await settleAsWon(page, boostBet.id)
  await expect(page.getByTestId('balance')).toHaveText(euro(afterStake + boosted))
  await panel.getByRole('tab', { name: /My bets/ }).click()
  await panel.getByRole('radiogroup', { name: 'Bet status' }).getByText('Settled').click()
  const boostedBet = panel.getByTestId('bet-card').filter({ hasText: 'Combo boost +5%' })
  await expect(boostedBet.locator('dt:text-is("Paid") + dd')).toHaveText(euro(boosted))
  // the boost's own part of the win, as the comboboost rule gives it
  await expect(boostedBet.getByTestId('bet-boost')).toHaveText(`+${euro(boostPart(500, odds, 1.05))}`)
  await page.screenshot({ path: test.info().outputPath('my-bets-settled.png') })
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

/** Every campaign's banner on /promotions: `[card, currentSrc, naturalWidth]` once each has loaded. */
async function bannersOf(page: Page) {
  const cards = page.locator(
    '[data-testid="campaign-card"], [data-testid="lootbox-card"], [data-testid="amb-card"]',
  )
  // the campaign cards, the lootbox and the amount-based progress (README "Demo bonuses")
  await expect.poll(() => cards.count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(9)
  const shown: [string, string, number][] = []
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i)
    const name = await card.getByRole('heading', { level: 2 }).first().innerText()
    const img = card.locator('picture img')
    await expect(img, `${name} has a banner`).toHaveCount(1)
    await img.scrollIntoViewIfNeeded() // the banners load lazily
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), {
        message: `${name}'s banner loads`,
      })
      .toBeGreaterThan(0)
    const [src, width] = await img.evaluate(
      (el: HTMLImageElement) => [el.currentSrc, el.naturalWidth] as const,
    )
    shown.push([name, src, width])
  }
  return shown
}

test('/promotions shows every campaign with its banner loaded: the desktop artwork wide, the mobile one on a phone', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/sports/promotions')
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible({ timeout: 60_000 })
  const desktop = await bannersOf(page)
  for (const [name, src, width] of desktop) {
    expect(src, `${name} at 1280 px`).toMatch(/-desktop\.svg$/)
    expect(width, `${name}'s desktop artwork`).toBe(1200)
  }
  await page.screenshot({ path: test.info().outputPath('promotions-banners-desktop.png'), fullPage: true })

  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible({ timeout: 60_000 })
  const mobile = await bannersOf(page)
  expect(mobile.map(([name]) => name)).toEqual(desktop.map(([name]) => name))
  for (const [name, src, width] of mobile) {
    expect(src, `${name} at 390 px`).toMatch(/-mobile\.svg$/)
    expect(width, `${name}'s mobile artwork`).toBe(640)
  }
  await page.screenshot({ path: test.info().outputPath('promotions-banners-mobile.png'), fullPage: true })
})
