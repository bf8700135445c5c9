import { expect, test } from '@playwright/test'
import { pickUpcoming } from '../slip-actions.ts'

/** Below 1280 px the bet slip is a sheet (a dialog) opened from the tab bar. */
const DESKTOP_WIDTH = 1280

test('with four selections the totals and Place stay in view (1280×800 column, 390 px sheet)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const desktop = (page.viewportSize()?.width ?? DESKTOP_WIDTH) >= DESKTOP_WIDTH
  if (desktop) await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/sports')
  await pickUpcoming(page, 4)
  const panel = desktop
    ? page.getByRole('complementary').filter({ has: page.getByRole('tablist') })
    : page.getByRole('dialog', { name: 'Bet slip' })
  if (!desktop)
    await page
      .getByRole('button', { name: /Open bet slip/ })
      .last()
      .click()
  await expect(panel.getByTestId('slip-selection')).toHaveCount(4)
  // Four matches make a combo (ADR 024); "Place 4 bets" is the same layout as singles.
  const place = panel.getByRole('button', { name: /^(Place 4 bets|Place bet|Accept changes)/ })
  await expect(place).toBeInViewport({ ratio: 1 })
  await expect(panel.getByTestId('potential-win')).toBeInViewport({ ratio: 1 })
  // the first selection's stake is typed, the list scrolls, and Place is still there
  await panel.getByRole('textbox').first().fill('2')
  await panel.getByTestId('slip-selection').last().scrollIntoViewIfNeeded()
  await expect(place).toBeInViewport({ ratio: 1 })
})
