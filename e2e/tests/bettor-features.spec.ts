import fs from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoViolationsInBothThemes } from '../axe.ts'
import { newSignedInPlayer } from '../players.ts'
import { pickUpcoming, placeBet } from '../slip-actions.ts'

// Issue #30's bettor features that need no live play (edit bet, ADR 030; named multiples and the payout
// table, ADR 034; statements, ADR 035): each journey as a new player makes it, on pre-match prices
// (upcoming matches, so no goal or half-time suspends them mid-test). The slip is the desktop column.

const slip = (page: Page) => page.getByRole('complementary').filter({ has: page.getByRole('tablist') })

/** The bets of the signed-in player as the API lists them, newest first. */
async function listBets(page: Page, status: 'open' | 'settled') {
  const res = await page.request.get(`/api/sportsbook/bets?status=${status}`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: { id: string; ref: string; type: string }[] }).data
}

/**
 * Picks "No bonus" when the slip offers one (the demo's comboboost may take a combo): a bet with a bonus
 * has no cash-out, and so cannot be edited.
 */
async function withoutBonus(panel: Locator) {
  const bonus = panel.getByTestId('bonus-picker')
  const shown = await bonus.waitFor({ timeout: 3_000 }).then(
    () => true,
    () => false,
  )
  if (!shown) return
  await bonus.getByText('No bonus', { exact: true }).click()
  await expect(bonus.getByRole('radio', { name: 'No bonus' })).toBeChecked()
}

/** The cells of one CSV line (RFC 4180: a quoted cell may hold commas and doubled quotes). */
const csvCells = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, c]) =>
    c!.startsWith('"') ? c!.slice(1, -1).replaceAll('""', '"') : c!,
  )

/** The value a definition list shows for a term (the edit dialog's quote). */
const definition = (scope: Locator, term: string) =>
  scope.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]')

test('a bettor edits a double from My Bets: one leg removed, the quote read, the new single placed', async ({
  page,
}) => {
  test.slow()
  await newSignedInPlayer(page, 'edit-bet', 5_000)
  await page.goto('/sports')
  await pickUpcoming(page, 2, (odds) => odds >= 1.3)
  const panel = slip(page)
  await expect(panel.getByRole('radio', { name: 'Combo' })).toBeChecked()
  await panel.getByRole('textbox', { name: 'Stake' }).fill('10')
  await withoutBonus(panel)
  await placeBet(panel)
  const [double] = await listBets(page, 'open')
  expect(double).toMatchObject({ type: 'combo' })

  await panel.getByRole('button', { name: 'View my bets' }).click()
  const card = panel.getByTestId('bet-card').filter({ hasText: double!.ref })
  // Edit needs a cash-out offer now, which needs both markets open
  await card.getByRole('button', { name: 'Edit bet' }).click({ timeout: 30_000 })
  const dialog = page.getByRole('dialog', { name: 'Edit bet' })
  const legs = dialog.getByRole('listitem')
  await expect(legs).toHaveCount(2)
  const kept = (await legs.nth(1).locator('span.font-semibold').innerText()).trim()
  await legs
    .first()
    .getByRole('button', { name: /^Remove / })
    .click()
  await expect(legs.first().getByRole('button', { name: /^Put back / })).toBeVisible()
  // the one leg left cannot go
  await expect(legs.nth(1).getByRole('button', { name: /^Remove / })).toBeDisabled()

  // the server's quote: the value now becomes the new stake (none typed), at the kept leg's odds now
  const value = definition(dialog, 'Cash-out value now')
  await expect(value).toHaveText(/^€\d+\.\d{2}$/)
  await expect(definition(dialog, 'New stake')).toHaveText((await value.innerText()).trim())
  await expect(definition(dialog, 'New odds')).toHaveText(/^\d+\.\d{2}$/)
  await expect(definition(dialog, 'Potential return')).toHaveText(/^€\d+\.\d{2}$/)
  await expectNoViolationsInBothThemes(page, 'edit bet dialog', '[role="dialog"]')

  // a price may move between the quote and Confirm: the dialog says so and quotes again; confirm again
  const confirm = dialog.getByRole('button', { name: 'Confirm edit' })
  await expect(async () => {
    if (await confirm.isEnabled()) await confirm.click()
    await expect(dialog).toBeHidden({ timeout: 5_000 })
  }).toPass({ timeout: 40_000 })
  const [single] = await listBets(page, 'open')
  expect(single).toMatchObject({ type: 'single' })
  await expect(page.getByText(`Bet edited: your new bet is ${single!.ref}.`)).toBeVisible()

  // open: the new single, where it came from
  const open = panel.getByTestId('bet-card')
  await expect(open).toHaveCount(1)
  await expect(open.getByTestId('edit-link')).toHaveText(`Edited from bet ${double!.ref}`)
  await expect(open).toContainText(kept)
  await expect(open).toContainText('Open')
  // settled: the double, edited into it
  await panel.getByRole('radiogroup', { name: 'Bet status' }).getByText('Settled').click()
  const old = panel.getByTestId('bet-card').filter({ hasText: double!.ref })
  await expect(old).toContainText('Edited')
  await expect(old.getByTestId('edit-link')).toHaveText(`Edited: replaced by bet ${single!.ref}`)
})

test('a Yankee: four picks, 11 bets at a stake per bet, its payout table, placed and named', async ({
  page,
}) => {
  test.slow()
  await newSignedInPlayer(page, 'yankee', 5_000)
  await page.goto('/sports')
  await pickUpcoming(page, 4)
  const panel = slip(page)
  await expect(panel.getByTestId('slip-selection')).toHaveCount(4)
  await panel.getByRole('radiogroup', { name: 'Bet type' }).getByText('System', { exact: true }).click()
  await expect(panel.getByRole('radio', { name: 'System' })).toBeChecked()
  const type = panel.getByRole('combobox', { name: 'System type' })
  await type.selectOption({ label: 'Yankee · 11 bets' })
  await expect(type.locator('option:checked')).toHaveText('Yankee · 11 bets')
  await panel.getByRole('textbox', { name: 'Stake per bet' }).fill('1')
  await expect(panel.getByText('11 bets × €1.00 = €11.00')).toBeVisible()

  // the payout table: 0…4 winners, the bets that win (C(k,2) + C(k,3) + C(k,4)) and what it returns
  await panel.getByText('Payout table', { exact: true }).click()
  const table = panel.getByRole('table', { name: 'Returns by number of winning picks (the others lose)' })
  await expect(table.getByRole('columnheader')).toHaveText(['Winners', 'Winning bets', 'Returns'])
  await expect(table.getByRole('rowheader')).toHaveText(['0', '1', '2', '3', '4'])
  const rows = table.locator('tbody').getByRole('row')
  const winning = [0, 0, 1, 4, 11]
  for (const [k, lines] of winning.entries())
    await expect(rows.nth(k).getByRole('cell').first()).toHaveText(String(lines))
  // no winning bet, nothing back; every pick winning returns more than the £11 staked
  await expect(rows.nth(0).getByRole('cell').last()).toHaveText('€0.00')
  await expect(rows.nth(1).getByRole('cell').last()).toHaveText('€0.00')
  const all = Number((await rows.nth(4).getByRole('cell').last().innerText()).replace(/[^\d.]/g, ''))
  expect(all).toBeGreaterThan(11)
  await expectNoViolationsInBothThemes(page, 'slip with the payout table open', '#bet-slip')

  await placeBet(panel)
  const receipt = panel.getByTestId('bet-receipt')
  await expect(receipt).toContainText('Yankee · 11 bets')
  await expect(receipt.getByTestId('receipt-stake')).toHaveText('€11.00')
  await expect(page.getByTestId('balance')).toHaveText('€39.00')
  await panel.getByRole('button', { name: 'View my bets' }).click()
  const card = panel.getByTestId('bet-card').first()
  await expect(card).toContainText('Yankee · 11 bets')
  await expect(card.getByRole('listitem')).toHaveCount(4)
})

test('a bettor downloads a statement of the last 30 days as CSV and PDF', async ({ page }) => {
  test.slow()
  await newSignedInPlayer(page, 'statement', 5_000)
  await page.goto('/sports')
  await pickUpcoming(page, 1)
  const panel = slip(page)
  await panel.getByRole('textbox', { name: 'Stake' }).fill('5')
  await placeBet(panel)
  const [bet] = await listBets(page, 'open')

  await page.getByRole('button', { name: /^Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Statements' }).click()
  await expect(page.getByRole('heading', { name: 'Statements', level: 1 })).toBeVisible()
  const period = page.getByRole('group', { name: 'Period' })
  await period.getByRole('radio', { name: 'Last 30 days' }).check()
  await expect(period.getByRole('radio', { name: 'Last 30 days' })).toBeChecked()

  // the totals: the stake placed, nothing back yet, and the open stake out of the win/loss
  const totals = page.getByRole('region', { name: 'Totals for the period' })
  await expect(totals.getByTestId('statement-cash_stakes')).toHaveText('€5.00')
  await expect(totals.getByTestId('statement-returns')).toHaveText('€0.00')
  await expect(totals.getByTestId('statement-net')).toHaveText(/^[+±]?€0\.00$/)
  await expect(totals).toContainText('€5.00 staked on bets still open is not in the win/loss yet.')
  await expect(page.getByRole('region', { name: 'Net deposits' })).toContainText('€50.00')
  // the activity: the stake just placed, out of the balance, with its selection
  const activity = page.getByRole('region', { name: 'Activity' }).getByTestId('statement-row')
  await expect(activity.first()).toContainText('Stake')
  await expect(activity.first()).toContainText('-€5.00')
  await expect(activity.last()).toContainText('Deposit')
  await expectNoViolationsInBothThemes(page, 'statements page', '#main')

  const download = async (name: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name }).click(),
    ])
    return { name: file.suggestedFilename(), body: await fs.readFile(await file.path()) }
  }
  const csv = await download('Download CSV')
  expect(csv.name).toMatch(/\.csv$/)
  const lines = csv.body.toString('utf8').split('\r\n')
  expect(lines[0]).toBe(
    'time_utc,time_local,kind,bet_id,selections,odds,stake,funding,result,amount,promo,promo_amount,currency',
  )
  const rows = lines.map(csvCells)
  // the bet's stake: kind, bet id, 5.00 staked in cash, in euros
  const stake = rows.filter((r) => r[3] === bet!.id)
  expect(stake).toHaveLength(1)
  expect(stake[0]).toMatchObject({ 2: 'stake', 6: '5.00', 7: 'cash', 12: 'EUR' })
  expect(rows.find((r) => r[2] === 'total_cash_stakes')?.[9]).toBe('5.00')

  const pdf = await download('Download PDF')
  expect(pdf.name).toMatch(/\.pdf$/)
  expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
})
