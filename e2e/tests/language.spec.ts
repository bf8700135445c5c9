import { expect, test, type Page } from '@playwright/test'
import { signInAsDemo } from '../demo-player.ts'

/** The switch sits in the header on desktop and at the foot of the sports menu sheet on phones. */
async function openLanguageMenu(page: Page, isMobile: boolean, sportsMenu: string, current: RegExp) {
  const menu = page.getByRole('menu')
  const button = page.getByRole('button', { name: current })
  // a press before the page has hydrated does nothing, as for a user: press again until the menu opens
  // (never on an open menu, which a press would close)
  await expect(async () => {
    if (isMobile && !(await button.isVisible())) await page.getByRole('button', { name: sportsMenu }).click()
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
    await expect(menu).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  return menu
}

test('the language switch keeps path, query and hash; the default locale has no segment', async ({
  page,
  isMobile,
}) => {
  await page.goto('/sports/live?ref=promo#matches')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  let menu = await openLanguageMenu(page, isMobile, 'Sports menu', /^(English|EN) ?, Language$/)
  await menu.getByRole('menuitemradio', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/sports\/live\?ref=promo#matches$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible()
  // the chrome and the catalog names are German now (sport names come from the API in German)
  await expect(
    page
      .getByRole('navigation', { name: 'Schnellnavigation' })
      .or(page.getByRole('navigation', { name: 'Hauptmenü' }))
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Fußball')

  menu = await openLanguageMenu(page, isMobile, 'Sportmenü', /^(Deutsch|DE) ?, Sprache$/)
  await menu.getByRole('menuitemradio', { name: 'العربية' }).click()
  await expect(page).toHaveURL(/\/ar\/sports\/live\?ref=promo#matches$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

  menu = await openLanguageMenu(page, isMobile, 'قائمة الرياضات', / ?, اللغة$/)
  await menu.getByRole('menuitemradio', { name: 'English', exact: true }).click()
  // the default locale has no segment: the path itself is /sports/live
  await expect.poll(() => new URL(page.url()).pathname).toBe('/sports/live')
  await expect(page).toHaveURL(/\/sports\/live\?ref=promo#matches$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
})

test('old country-style links land on their language: /br → /pt, /sr → /sr-ME', async ({ page }) => {
  await page.goto('/br/sports/live?x=1')
  await expect(page).toHaveURL(/\/pt\/sports\/live\?x=1$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  await expect(page.getByRole('heading', { level: 1, name: 'Ao vivo' })).toBeVisible()
  await page.goto('/sr/sports')
  await expect(page).toHaveURL(/\/sr-ME\/sports$/)
  await expect(page.getByRole('main')).toContainText('Sada uživo')
})

test("a signed-in player's new language is saved on the platform before the page changes", async ({
  page,
  isMobile,
}) => {
  await page.goto('/sports')
  await signInAsDemo(page)

  const saved = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().endsWith('/player/update_locale'),
  )
  const menu = await openLanguageMenu(page, isMobile, 'Sports menu', /^(English|EN) ?, Language$/)
  await menu.getByRole('menuitemradio', { name: 'Italiano' }).click()
  expect((await saved).postDataJSON()).toEqual({ locale: 'it' })
  await expect(page).toHaveURL(/\/it\/sports$/)
  // put the shared demo player back
  const back = await openLanguageMenu(page, isMobile, 'Menu sport', /^(Italiano|IT) ?, Lingua$/)
  await back.getByRole('menuitemradio', { name: 'English', exact: true }).click()
  await expect(page).toHaveURL(/\/sports$/)
})
