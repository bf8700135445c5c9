import { expect, test } from '@playwright/test'
import { newSignedInPlayer } from '../players.ts'
import { pickUpcoming, placeBet } from '../slip-actions.ts'

const euros = (text: string) => Number(text.replace(/[^\d.]/g, ''))

// Issue #30: a bettor sets an auto cash-out rule on an open bet from My Bets, changes it to an alert and
// removes it, each against the real server's bounds (above the offer now, up to the potential win). The
// firing itself follows the feed's prices, which a test cannot steer: the server's tests fire rules.
test('a bettor sets, edits and removes an auto cash-out from My Bets', async ({ page }) => {
  test.slow()
  await newSignedInPlayer(page, 'auto-cashout', 5_000)
  await page.goto('/sports')
  await pickUpcoming(page, 1, (odds) => odds >= 1.5)
  const panel = page.getByRole('complementary').filter({ has: page.getByRole('tablist') })
  await panel.getByRole('textbox', { name: 'Stake' }).fill('10')
  await placeBet(panel)
  await panel.getByRole('button', { name: 'View my bets' }).click()
  const card = panel.getByTestId('bet-card').first()
  // an offer needs the bet's market open; a moment of suspension hides it
  const auto = card.getByRole('button', { name: 'Auto cash-out' })
  await expect(auto).toBeVisible({ timeout: 30_000 })

  await auto.click()
  const dialog = page.getByRole('dialog', { name: 'Auto cash-out' })
  const range = await dialog.getByText(/^Above €[\d.,]+, up to €[\d.,]+\.$/).innerText()
  const [, top] = range.match(/up to (€[\d.,]+)\.$/) ?? []
  const threshold = dialog.getByRole('textbox', { name: 'When the cash-out offer reaches (EUR)' })
  // at or below the offer it would fire at once: refused before it is sent
  await threshold.fill('0.01')
  await dialog.getByRole('button', { name: 'Create rule' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The amount must be above the cash-out offer now.')
  // the potential win is the highest threshold the server takes
  await threshold.fill(String(euros(top!)))
  await dialog.getByRole('button', { name: 'Create rule' }).click()
  await expect(dialog).toBeHidden()
  await expect(card.getByTestId('cashout-rule')).toContainText(`Auto cash-out at ${top}`)

  // edit: an alert instead, at the same amount
  await card.getByRole('button', { name: 'Edit', exact: true }).click()
  await dialog.getByText('Only notify me').click()
  await dialog.getByRole('button', { name: 'Save rule' }).click()
  await expect(card.getByTestId('cashout-rule')).toContainText(`Alert at ${top}`)
  const listed = async () =>
    (
      (await (await page.request.get('/api/sportsbook/bets?status=open')).json()) as {
        data: { cashout_rule: { kind: string } | null }[]
      }
    ).data[0]?.cashout_rule ?? null
  expect(await listed()).toMatchObject({ kind: 'notify' })

  // remove: the rule is gone on the server too, and Auto cash-out is back (with the focus)
  await card.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(card.getByTestId('cashout-rule')).toHaveCount(0)
  await expect(auto).toBeFocused()
  expect(await listed()).toBeNull()
})
