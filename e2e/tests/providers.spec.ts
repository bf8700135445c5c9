import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PRICE, upcomingRows } from '../slip-actions.ts'

/**
 * Spec §6: a provider's matches take bets only while it is active. The development switch takes the
 * picked match's provider offline (`provider_status_changed` on the public channel): the listing's
 * price locks and the slip's selection becomes unavailable; back online, both return. No waiting for
 * the random feed: the switch drives it.
 */
const slip = (page: Page) => page.getByRole('complementary').filter({ has: page.getByRole('tablist') })

async function setProvider(api: APIRequestContext, provider: string, active: boolean) {
  const res = await api.post(`/api/dev/providers/${provider}`, { data: { active } })
  expect(res.status(), await res.text()).toBe(200)
}

test("a provider going offline locks its prices and the slip's selection; back online they return", async ({
  page,
  playwright,
  baseURL,
}) => {
  // a fresh request context: no cookies of the page, as a developer's tool calls the switch
  const api = await playwright.request.newContext({ baseURL })
  await page.goto('/sports')
  const rows = upcomingRows(page)
  await expect(rows.first()).toBeVisible()
  // the first open upcoming price, held by its position (prices and their names move)
  let row = rows.first()
  let index = -1
  for (let i = 0; index < 0 && i < (await rows.count()); i++) {
    const prices = rows.nth(i).locator(`${PRICE}:visible`)
    for (let j = 0; j < (await prices.count()); j++) {
      if (await prices.nth(j).isDisabled()) continue
      row = rows.nth(i)
      index = j
      break
    }
  }
  expect(index, 'an open upcoming price').toBeGreaterThanOrEqual(0)
  const price = row.locator(`${PRICE}:visible`).nth(index)
  const href = (await row.getByRole('link').first().getAttribute('href')) ?? ''
  const matchId = /-(\d+)$/.exec(href)?.[1]
  const { provider } = (await (await api.get(`/api/sportsbook/matches/${matchId}`)).json()) as {
    provider: string
  }

  await price.click()
  await expect(price).toHaveAttribute('aria-pressed', 'true')
  const panel = slip(page)
  const selection = panel.getByTestId('slip-selection')
  await expect(selection).toHaveCount(1)
  await expect(panel.getByRole('button', { name: /Place bet/ })).toBeVisible()

  try {
    await setProvider(api, provider, false)
    // the listing: locked, said in its name, not by colour alone
    await expect(price).toBeDisabled()
    await expect(price).toHaveAccessibleName(/suspended/)
    // the slip: the selection is unavailable and Place gives way to accepting the change
    await expect(selection).toContainText('Unavailable: the price provider is offline')
    await expect(panel.getByRole('button', { name: /Place bet/ })).toHaveCount(0)
    await expect(panel.getByRole('button', { name: 'Accept changes' })).toBeVisible()
  } finally {
    await setProvider(api, provider, true)
  }
  await expect(price).toBeEnabled()
  await expect(price).not.toHaveAccessibleName(/suspended/)
  await expect(selection).not.toContainText('Unavailable')
  await expect(panel.getByRole('button', { name: /Place bet/ })).toBeVisible()
  await api.dispose()
})
