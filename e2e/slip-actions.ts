import { expect, type Locator, type Page } from '@playwright/test'

/** An odds button (a price toggles its selection), not the favourite star that is also a toggle. */
export const PRICE = 'button[aria-pressed]:not([data-favourite-star])'

/** The "Upcoming top events" rows of a listing page (prematch prices are not suspended by play). */
export const upcomingRows = (page: Page) =>
  page.getByRole('region', { name: 'Upcoming top events' }).locator('li')

/**
 * A match kicking off within this long is not picked: at the e2e feed's speed (×20) it would be live
 * within the test, and live markets close for a while after goals and for the whole half-time break
 * (~45 s), which hides a cash-out offer or refuses a placement for reasons the test is not about.
 */
const KICK_OFF_MARGIN_MS = 10 * 60_000

/** Whether the match a listing row links to starts later than KICK_OFF_MARGIN_MS from now. */
async function startsLater(page: Page, row: Locator): Promise<boolean> {
  const href = (await row.getByRole('link').first().getAttribute('href')) ?? ''
  const id = /-(\d+)$/.exec(href)?.[1]
  if (!id) return true
  const res = await page.request.get(`/api/sportsbook/matches/${id}`)
  if (!res.ok()) return true
  const body = (await res.json()) as { start_time?: string; data?: { start_time?: string } }
  const start = Date.parse(body.data?.start_time ?? body.start_time ?? '')
  return Number.isNaN(start) || start - Date.now() > KICK_OFF_MARGIN_MS
}

/**
 * Picks one open price from each of `count` different upcoming matches (optionally only odds `accept`
 * takes), skipping matches about to kick off. Prices move, and so do their accessible names: a button
 * is held by its position in the row.
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
    if (!(await startsLater(page, rows.nth(i)))) continue
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
