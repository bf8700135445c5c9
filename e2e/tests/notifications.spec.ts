import { expect, test, type Locator, type Page } from '@playwright/test'
import { signInAsDemo } from '../demo-player.ts'
import { pickUpcoming, placeBet } from '../slip-actions.ts'

/** Below 1280 px the bet slip is a sheet (a dialog) opened from the tab bar or the header. */
const DESKTOP_WIDTH = 1280

async function slip(page: Page): Promise<Locator> {
  if ((page.viewportSize()?.width ?? DESKTOP_WIDTH) >= DESKTOP_WIDTH)
    return page.getByRole('complementary').filter({ has: page.getByRole('tablist') })
  const sheet = page.getByRole('dialog', { name: 'Bet slip' })
  // The sheet may open by itself once the selection lands; otherwise the tab bar opens it.
  const open = await sheet.waitFor({ timeout: 2_000 }).then(
    () => true,
    () => false,
  )
  if (!open)
    await page
      .getByRole('button', { name: /Open bet slip/ })
      .last()
      .click()
  await expect(sheet).toBeVisible()
  return sheet
}

const unreadOf = async (bell: Locator) =>
  Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1])

test('a settled bet rings the bell without a reload, and the notification reads the result', async ({
  page,
}) => {
  // a sign-in, a placement and a settlement on a busy machine: more than the default time
  test.setTimeout(240_000)
  await page.goto('/sports')
  await signInAsDemo(page)
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ })
  await expect(bell).toBeVisible()
  const before = await unreadOf(bell)

  await pickUpcoming(page, 1)
  const panel = await slip(page)
  await panel
    .getByRole('textbox', { name: /^Stake/ })
    .first()
    .fill('5')
  await placeBet(panel)
  if ((page.viewportSize()?.width ?? DESKTOP_WIDTH) < DESKTOP_WIDTH)
    await page.getByRole('dialog', { name: 'Bet slip' }).getByRole('button', { name: 'Close' }).click()

  // The provider results the bet (the stack's development route stands in for the feed's result).
  const open = await (await page.request.get('/api/sportsbook/bets?status=open')).json()
  const betId = (open.data as { id: string }[])[0]!.id
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sb_csrf')!.value
  const settled = await page.request.post('/api/dev/bets/settle', {
    data: { bet_id: betId, result: 'win' },
    headers: { 'x-csrf-token': csrf },
  })
  expect(settled.ok()).toBe(true)

  // no reload: the private channel brings the notification and the new count
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`)
  await bell.click()
  const centre = page.getByRole('dialog', { name: 'Notifications' })
  const item = centre.getByRole('listitem').first()
  await expect(item).toContainText('Bet won')
  await expect(item).toContainText(/Your bet won €\d+\.\d{2}\./)
  // read on open: once the centre closes, the bell counts none unread
  await page.keyboard.press('Escape')
  await expect(centre).toBeHidden()
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread')
})
