import { expect, type Locator, type Page } from '@playwright/test'

/** An odds button (a price toggles its selection), not the favourite star that is also a toggle. */
export const PRICE = 'button[aria-pressed]:not([data-favourite-star])'

/** The "Upcoming top events" rows of a listing page (prematch prices are not suspended by play). */
export const upcomingRows = (page: Page) =>
  page.getByRole('region', { name: 'Upcoming top events' }).locator('li')

/**
 * Picks one open price from each of `count` different upcoming matches (optionally only odds `accept`
 * takes). Prices move, and so do their accessible names: a button is held by its position in the row.
 */
export async function pickUpcoming(
  page: Page,
  count: number,
  accept: (odds: number) => boolean = () => true,
): Promise<void> {
  const rows = upcomingRows(page)
  await expect(rows.first()).toBeVisible()
  let picked = 0
  for (let i = 0; picked < count && i < (await rows.count()); i++) {
    const prices = rows.nth(i).locator(`${PRICE}:visible`)
    for (let j = 0; j < (await prices.count()); j++) {
      const price = prices.nth(j)
      if (await price.isDisabled()) continue
      const odds = Number((await price.innerText()).match(/\d+(?:\.\d+)?/)?.[0] ?? 0)
      if (!accept(odds)) continue
      await price.click()
      await expect(price).toHaveAttribute('aria-pressed', 'true')
      picked++
      break
    }
  }
  expect(picked, `open upcoming prices picked`).toBe(count)
}

/**
 * Places the slip. Prices keep moving (the feed runs fast in e2e): a move the player must accept
 * replaces Place with "Accept changes", and a move during placing is refused with a message; the
 * player accepts and presses again, as a bettor would.
 */
export async function placeBet(panel: Locator, timeout = 40_000): Promise<void> {
  const placed = panel.getByText('Bet placed')
  const accept = panel.getByRole('button', { name: 'Accept changes' })
  const place = panel.getByRole('button', { name: /Place bet/ })
  await expect(async () => {
    if (await accept.isVisible()) await accept.click()
    if (await place.isEnabled()) await place.click()
    await expect(placed).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout })
}
