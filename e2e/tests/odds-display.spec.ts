import { expect, test, type Locator, type Page } from '@playwright/test'

/** Odds buttons of the listing (the favourite star is a toggle button too). */
const PRICES = 'main button[data-odds]'

/** Picks an odds format in the settings dialog, as a bettor does. */
async function chooseOddsFormat(page: Page, words: { settings: string; format: string }) {
  // The gear answers once the page has hydrated: press again until the dialog opens.
  const dialog = page.getByRole('dialog', { name: words.settings })
  await expect(async () => {
    await page.getByRole('button', { name: words.settings, exact: true }).click()
    await expect(dialog).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await dialog.getByText(words.format, { exact: true }).click()
  await expect(dialog.getByRole('radio', { name: new RegExp(`^${words.format}`) })).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

/** Every visible price's text, as shown. */
async function shownPrices(page: Page): Promise<string[]> {
  return page
    .locator(`${PRICES} bdi[dir="ltr"]`)
    .evaluateAll((els) =>
      els.filter((e) => e.getClientRects().length > 0).map((e) => e.textContent!.replace(/\u200e/g, '')),
    )
}

/**
 * Team and league names on screen: whether each runs in its own direction and, when cut, whether its
 * first letter is still inside its box (a Latin name on an Arabic page used to lose its start).
 */
async function nameLayout(scope: Locator) {
  return scope.evaluateAll((els) =>
    els
      .filter((e) => e.getClientRects().length > 0 && /^[A-Za-z]/.test(e.textContent ?? ''))
      .map((e) => {
        const box = e.getBoundingClientRect()
        const text = e.firstChild!
        const range = document.createRange()
        range.setStart(text, 0)
        range.setEnd(text, 1)
        const first = range.getBoundingClientRect()
        return {
          name: e.textContent,
          direction: getComputedStyle(e).direction,
          cut: e.scrollWidth > e.clientWidth,
          firstLetterShown: first.left >= box.left - 0.5 && first.right <= box.right + 0.5,
        }
      }),
  )
}

test('Arabic at any width: Latin names keep their first letters and American odds keep their sign', async ({
  page,
  isMobile,
}, testInfo) => {
  await page.goto('/ar/sports')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator(PRICES).first()).toBeVisible()
  await chooseOddsFormat(page, { settings: 'الإعدادات', format: 'أمريكي' })

  // American prices: a sign and whole numbers, the sign drawn before the number ("-128", never "128-").
  await expect
    .poll(async () => (await shownPrices(page)).some((p) => p.startsWith('-')), { timeout: 30_000 })
    .toBe(true)
  for (const price of await shownPrices(page)) expect(price).toMatch(/^[-+]\d+$/)
  const signs = await page.locator(`${PRICES} bdi[dir="ltr"]`).evaluateAll((els) =>
    els
      .filter((e) => e.getClientRects().length > 0 && /[-+]/.test(e.textContent ?? ''))
      .map((e) => {
        const text = e.firstChild!
        const at = text.textContent!.search(/[-+]/)
        const range = document.createRange()
        range.setStart(text, at)
        range.setEnd(text, at + 1)
        const sign = range.getBoundingClientRect().left
        range.setStart(text, at + 1)
        range.setEnd(text, at + 2)
        return {
          signBeforeDigits: sign < range.getBoundingClientRect().left,
          direction: getComputedStyle(e).direction,
          lines: e.getClientRects().length,
        }
      }),
  )
  expect(signs.length).toBeGreaterThan(0)
  for (const s of signs) expect(s).toEqual({ signBeforeDigits: true, direction: 'ltr', lines: 1 })

  // Each price stays inside its cell on one line, the move arrow included.
  const overflow = await page.locator(PRICES).evaluateAll((buttons) =>
    buttons
      .filter((b) => b.getClientRects().length > 0 && !b.hasAttribute('disabled'))
      .filter((b) => {
        const price = b.querySelector('bdi[dir="ltr"]')
        if (!price) return false
        const [cell, box] = [b.getBoundingClientRect(), price.getBoundingClientRect()]
        return box.left < cell.left - 0.5 || box.right > cell.right + 0.5
      })
      .map((b) => b.getAttribute('aria-label')),
  )
  expect(overflow).toEqual([])

  // Team names (match rows) and league names (group headers): their own direction, never cut at the start.
  const teams = await nameLayout(page.locator('main a[href*="-vs-"] span[dir="auto"]'))
  const leagues = await nameLayout(page.locator('main section > header a span[dir="auto"]'))
  expect(teams.length).toBeGreaterThan(0)
  expect(leagues.length).toBeGreaterThan(0)
  for (const n of [...teams, ...leagues]) {
    expect(n, n.name ?? '').toMatchObject({ direction: 'ltr', firstLetterShown: true })
  }
  // At 390 px some names are too long for their row: those are the ones the rule is about.
  if (isMobile) expect([...teams, ...leagues].some((n) => n.cut)).toBe(true)

  await testInfo.attach(`ar-american-${isMobile ? 390 : 1280}.png`, {
    body: await page.screenshot(),
    contentType: 'image/png',
  })
})

test('fractional odds are the published prices UK bettors read (7/2, 4/6, Evens), never 177/50', async ({
  page,
}) => {
  await page.goto('/sports')
  await expect(page.locator(PRICES).first()).toBeVisible()
  await chooseOddsFormat(page, { settings: 'Settings', format: 'Fractional' })
  await expect.poll(async () => (await shownPrices(page)).length, { timeout: 30_000 }).toBeGreaterThan(5)
  for (const price of await shownPrices(page)) {
    expect(price).toMatch(/^(Evens|\d+\/\d+)$/)
    // The old reduced decimals over 100 (177/50, 487/100, 831/100) are not on the ladder.
    const [n, d] = price.split('/').map(Number)
    if (d === 50 || d === 100) expect(n, price).toBe(1)
  }
})

test('a league page filters by a day written the German way', async ({ page }) => {
  await page.goto('/de/sports/soccer')
  const league = page.getByRole('main').getByRole('region').first().locator('header a').first()
  await league.click()
  await expect(page).toHaveURL(/\/de\/sports\/soccer\/[^/?]+$/)
  // No browser date field (mm/dd/yyyy in an American browser): the field's stand-in, then the picker.
  await expect(page.locator('main input[type="date"]:visible')).toHaveCount(0)
  const standIn = page.getByRole('button', { name: /^Tag/ })
  const day = page.getByRole('group', { name: 'Tag' })
  // A press brings the picker in (its code loads on intent) with its calendar open.
  await expect(async () => {
    if (await standIn.isVisible()) await standIn.click()
    else if (await day.isVisible()) await day.getByRole('button', { name: /Kalender öffnen/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await expect(day.getByRole('spinbutton')).toHaveCount(3)
  // day, month and year segments in German order
  expect(
    await day.getByRole('spinbutton').evaluateAll((s) => s.map((e) => e.getAttribute('data-type'))),
  ).toEqual(['day', 'month', 'year'])
  // Picking a day from the calendar filters the listing by it, and the field shows it the German way.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /\b15\./ })
    .first()
    .click()
  await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-15/)
  const date = new URL(page.url()).searchParams.get('date')!
  const [y, m] = date.split('-')
  await expect(day).toContainText(new RegExp(`15\\.\\s*${m}\\.\\s*${y}`))
})
