import { expect, test, type Page } from '@playwright/test'
import { newSignedInPlayer } from '../players.ts'
import { pickUpcoming, placeBet } from '../slip-actions.ts'

/**
 * Safer gambling in the flow: a player who chooses a 1-minute reality check is stopped by a prompt that
 * shows what they staked and got back; a player at their loss limit sees why Place is off.
 */

const euros = (text: string) => {
  const n = Number(text.replace(/[^\d.]/g, ''))
  return /[-−]/.test(text) ? -n : n
}

/** Sets a limit on the limits page (reached from the account menu). */
async function setLimit(page: Page, kind: string, value: string) {
  await page.getByRole('button', { name: /^Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Limits and breaks' }).click()
  await expect(page.getByRole('heading', { name: 'Safer gambling limits' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Set or change a limit' })
  await form.getByRole('combobox', { name: 'Limit' }).selectOption({ label: kind })
  await form.getByRole('textbox').fill(value)
  await form.getByRole('button', { name: 'Save limit' }).click()
  await expect(form.getByText('Your limit applies now.')).toBeVisible()
}

const slip = (page: Page) => page.getByRole('complementary').filter({ has: page.getByRole('tablist') })

test('a 1-minute reality check stops play with the session time, stakes, returns and net position', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await newSignedInPlayer(page, 'sg', 10_000)
  await page.goto('/sports')
  await expect(page.getByTestId('balance')).toHaveText('€100.00', { timeout: 45_000 })

  // a €5 single, cashed out: a settled bet with a return
  await pickUpcoming(page, 1)
  const panel = slip(page)
  await panel.getByRole('textbox', { name: /^Stake/ }).fill('5')
  await placeBet(panel, 90_000)
  await panel.getByRole('button', { name: 'View my bets' }).click()
  const card = panel.getByTestId('bet-card').first()
  const cashout = card.getByRole('button', { name: /^Cash out / })
  await expect(cashout).toBeVisible({ timeout: 30_000 })
  await cashout.click()
  const confirm = page.getByRole('dialog', { name: 'Cash out' })
  await confirm.getByRole('button', { name: /Confirm cash out/ }).click()
  await expect(confirm).toBeHidden()
  const cashed = page.getByTestId('toast').filter({ hasText: /Cashed out €\d/ })
  await expect(cashed.first()).toBeVisible()
  const toast = (await cashed.first().textContent()) ?? ''
  const paid = Number(/Cashed out\s*€\s*(\d+(?:\.\d+)?)/.exec(toast)?.[1])
  expect(paid).toBeGreaterThan(0)

  // the session's numbers are in the header all along
  await expect(page.getByTestId('session-status')).toContainText('Session')

  // the player chooses a reality check every minute
  await setLimit(page, 'Reality check', '1')
  const prompt = page.getByRole('dialog', { name: 'Reality check' })
  await expect(prompt).toBeVisible({ timeout: 75_000 })
  await expect(prompt.getByText('every 1 minute')).toBeVisible()
  await expect(prompt.getByTestId('session-stakes')).toHaveText('€5.00', { timeout: 35_000 })
  await expect(prompt.getByTestId('session-returns')).toHaveText(`€${paid.toFixed(2)}`)
  const net = euros(await prompt.getByTestId('session-net').innerText())
  expect(net).toBeCloseTo(paid - 5, 2)
  // it cannot be waved away into betting: continue, view bets or log out
  await page.keyboard.press('Escape')
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: 'Continue' }).click()
  await expect(prompt).toBeHidden()
})

test('a player at their loss limit sees why Place is off', async ({ page }) => {
  test.setTimeout(240_000)
  await newSignedInPlayer(page, 'sg', 10_000)
  await page.goto('/sports')
  await expect(page.getByTestId('balance')).toHaveText('€100.00', { timeout: 45_000 })
  await setLimit(page, 'Loss limit', '2')
  await expect(page.getByTestId('limit-row')).toContainText('€2.00 left')

  // stake up to the limit: the slip shows what is left, and the bet goes
  await page.goto('/sports')
  await pickUpcoming(page, 1)
  const panel = slip(page)
  await panel.getByRole('textbox', { name: /^Stake/ }).fill('2')
  await expect(panel.getByTestId('stake-allowance')).toHaveText('Loss limit today: €2.00 left')
  await placeBet(panel, 90_000)

  // at the limit now: any stake is over it, and the Place button says why it is off
  await pickUpcoming(page, 1)
  await panel.getByRole('textbox', { name: /^Stake/ }).fill('1')
  const place = panel.getByRole('button', { name: /Place bet/ })
  await expect(place).toBeDisabled()
  const why = panel.getByRole('status').filter({ hasText: 'Place is off' })
  await expect(why).toHaveText('Place is off: the Loss limit (today) leaves €0.00. Lower the stake to bet.')
  await expect(place).toHaveAccessibleDescription(/Place is off/)
})
