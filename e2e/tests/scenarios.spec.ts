import { expect, test } from '@playwright/test'
import { expectNoViolationsInBothThemes } from '../axe.ts'

// The scenario simulator's development page (issue #33, ADR 037; the e2e stack runs with DEV_TOOLS):
// the library with a Run button each, and a run that says which match it plays on.

test('the scenarios page lists the library and kicks a match off with its Run button', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await page.goto('/sports/dev/scenarios')
  await expect(page.getByRole('heading', { level: 1, name: 'Scenarios' })).toBeVisible()
  const items = page.getByRole('main').getByRole('listitem')
  await expect(items.first()).toBeVisible({ timeout: 30_000 })
  expect(await items.count()).toBeGreaterThanOrEqual(10)
  await expectNoViolationsInBothThemes(page, 'scenarios page')

  const status = page.getByRole('status').filter({ hasText: /is playing on match/ })
  // a press before the page has hydrated does nothing, as for a user: press until the run answers
  await expect(async () => {
    await page.getByRole('button', { name: 'Run kick-off-now' }).click()
    await expect(status).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  const id = Number((await status.innerText()).match(/match (\d+)/)?.[1])
  const match = await (await request.get(`/api/sportsbook/matches/${id}`)).json()
  expect(match.status).toBe(1)
})

test('the scenarios page reads right to left in Arabic', async ({ page }) => {
  await page.goto('/ar/sports/dev/scenarios')
  await expect(page.getByRole('heading', { level: 1, name: 'السيناريوهات' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'تشغيل kick-off-now' })).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})
