import { expect, test, type Page } from '@playwright/test'

/** Below 1280 px the bet slip is a sheet (a dialog) opened from the tab bar. */
const DESKTOP_WIDTH = 1280

/** The first bettable price of `count` different upcoming matches. */
async function pick(page: Page, count: number) {
  const rows = page.getByRole('region', { name: 'Upcoming top events' }).locator('li')
  await expect(rows.first()).toBeVisible()
  let picked = 0
  for (let i = 0; picked < count && i < (await rows.count()); i++) {
    const prices = rows.nth(i).locator('button[aria-pressed]:not([data-favourite-star]):visible')
    let j = 0
    while (j < (await prices.count()) && (await prices.nth(j).isDisabled())) j++
    if (j === (await prices.count())) continue
    await prices.nth(j).click()
    await expect(prices.nth(j)).toHaveAttribute('aria-pressed', 'true')
    picked++
  }
  expect(picked).toBe(count)
}

test('with four singles the totals and Place stay in view (1280×800 column, 390 px sheet)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const desktop = (page.viewportSize()?.width ?? DESKTOP_WIDTH) >= DESKTOP_WIDTH
  if (desktop) await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/sports')
  await pick(page, 4)
  const panel = desktop
    ? page.getByRole('complementary').filter({ has: page.getByRole('tablist') })
    : page.getByRole('dialog', { name: 'Bet slip' })
  if (!desktop)
    await page
      .getByRole('button', { name: /Open bet slip/ })
      .last()
      .click()
  await expect(panel.getByTestId('slip-selection')).toHaveCount(4)
  const place = panel.getByRole('button', { name: /Place 4 bets|Accept changes/ })
  await expect(place).toBeInViewport({ ratio: 1 })
  await expect(panel.getByTestId('potential-win')).toBeInViewport({ ratio: 1 })
  // the first selection's stake is typed, the list scrolls, and Place is still there
  await panel.getByRole('textbox').first().fill('2')
  await panel.getByTestId('slip-selection').last().scrollIntoViewIfNeeded()
  await expect(place).toBeInViewport({ ratio: 1 })
})
