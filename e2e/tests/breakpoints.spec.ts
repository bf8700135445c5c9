import { expect, test, type Page } from '@playwright/test'

/**
 * Spec §2 names two small-screen breakpoints; we use both (docs/constants.md): from sm (720 px) the
 * match rows get their "more markets" column, and from the mobile breakpoint (780 px) a modal is a
 * centred dialog instead of a bottom sheet.
 */
// Each test loads the whole home page more than once.
test.describe.configure({ timeout: 180_000 })

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 })
  await page.goto('/sports')
  await expect(
    page.getByRole('main').locator('button[aria-pressed]:not([data-favourite-star])').first(),
  ).toBeVisible()
  await page.waitForLoadState('networkidle')
}

const moreMarkets = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('link', { name: /markets: open the match$/ })
    .first()

async function signUpBox(page: Page) {
  await page.getByRole('button', { name: 'Sign Up' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create your account' })
  await expect(dialog).toBeVisible()
  // the dialog's own box; wait for it to settle after the enter animation
  await page.waitForTimeout(200)
  return (await dialog.boundingBox())!
}

test('the more-markets column shows from 720 px (sm), not at 719 px', async ({ page }) => {
  await open(page, 719)
  await expect(moreMarkets(page)).toBeHidden()
  await open(page, 720)
  await expect(moreMarkets(page)).toBeVisible()
})

test('a modal is a bottom sheet below 780 px and a centred dialog from 780 px', async ({ page }) => {
  await open(page, 779)
  const sheet = await signUpBox(page)
  expect(sheet.x).toBeLessThanOrEqual(1)
  // edge to edge: the whole width but the panel's 1 px border on each side
  expect(Math.round(sheet.width)).toBeGreaterThanOrEqual(779 - 2)

  await open(page, 780)
  const dialog = await signUpBox(page)
  expect(dialog.x).toBeGreaterThan(100)
  expect(dialog.width).toBeLessThan(500)
})
