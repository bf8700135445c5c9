import { expect, test, type Page } from '@playwright/test'
import { signInAsDemo } from '../demo-player.ts'

const DESKTOP_WIDTH = 1280
/** The most Tab presses a keyboard user needs from a picked price to the stake field. */
const MAX_TABS_TO_STAKE = 5
/** Issue #29: keys from page load to the first price in focus, and to a placed single (typing aside). */
const MAX_KEYS_TO_PRICE = 5
const MAX_KEYS_TO_PLACED = 12

// Each test loads the whole home page more than once.
test.describe.configure({ timeout: 180_000 })

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? DESKTOP_WIDTH) >= DESKTOP_WIDTH

async function openHome(page: Page) {
  await page.goto('/sports')
  await expect(
    page.getByRole('main').locator('button[aria-pressed]:not([data-favourite-star])').first(),
  ).toBeVisible()
  await page.waitForLoadState('networkidle')
}

/** What the focused element is called, for messages. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return `${el?.tagName} ${el?.getAttribute('aria-label') ?? el?.innerText?.slice(0, 40) ?? ''}`
  })

/** Whether the focused control, or the element drawn around it (a radio's label, a field's box), has a ring. */
const focusRingShown = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null
    for (let i = 0; el && el !== document.body && i < 4; i++, el = el.parentElement) {
      const s = getComputedStyle(el)
      if (
        s.outlineStyle !== 'none' &&
        parseFloat(s.outlineWidth) >= 2 &&
        s.outlineColor !== 'rgba(0, 0, 0, 0)'
      )
        return true
    }
    return false
  })

const stakeField = (page: Page) =>
  page.locator('[data-slip-panel]:visible').getByRole('textbox', { name: /Stake/ }).first()

/** Picks the first open price with the keyboard (focus, Enter), as a keyboard user would. */
async function pickWithKeyboard(page: Page, nth = 0) {
  const price = page
    .getByRole('main')
    .locator('button[aria-pressed="false"]:not([data-favourite-star]):not([disabled]):visible')
    .nth(nth)
  await price.focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('main').locator('button[aria-pressed="true"]:not([data-favourite-star]):focus'),
  ).toHaveCount(1)
}

test('the first two tab stops skip to the content and to the bet slip', async ({ page }) => {
  await openHome(page)
  await page.keyboard.press('Tab')
  const toContent = page.getByRole('link', { name: 'Skip to content' })
  await expect(toContent).toBeFocused()
  await expect(toContent).toBeInViewport()
  expect(await focusRingShown(page)).toBe(true)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  // the next Tab goes into the page's content, past the header and the sports menu
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(
    true,
  )

  await openHome(page)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const toSlip = page.getByRole('link', { name: 'Skip to bet slip' })
  await expect(toSlip).toBeFocused()
  await expect(toSlip).toBeInViewport()
  await page.keyboard.press('Enter')
  if (isDesktop(page))
    await expect(page.getByRole('complementary', { name: 'Bet slip' }).locator(':focus')).toHaveCount(1)
  else await expect(page.getByRole('dialog', { name: 'Bet slip' })).toBeVisible()
})

test(`after picking a price, the stake field is at most ${MAX_TABS_TO_STAKE} Tab presses away`, async ({
  page,
}) => {
  await openHome(page)
  await pickWithKeyboard(page)
  const jump = page.getByRole('button', { name: /^Go to bet slip, 1 selection$/ })
  const jumpFocused = () =>
    page.evaluate(() => document.activeElement?.textContent?.startsWith('Go to bet slip') ?? false)
  let tabs = 0
  while (tabs < MAX_TABS_TO_STAKE && !(await jumpFocused())) {
    await page.keyboard.press('Tab')
    tabs++
  }
  await expect(jump, `focused after ${tabs} Tab presses: ${await focusedName(page)}`).toBeFocused()
  await expect(jump).toBeInViewport()
  expect(await focusRingShown(page)).toBe(true)
  await page.keyboard.press('Enter')
  await expect(stakeField(page)).toBeFocused()
  await page.keyboard.type('5')
  await expect(stakeField(page)).toHaveValue('5')
})

test('the skip link lands on the stake field when the slip has a selection', async ({ page }) => {
  await openHome(page)
  await pickWithKeyboard(page)
  await openHome(page) // the slip is kept for the session
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to bet slip' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(stakeField(page)).toBeFocused()
})

test('every control on the way shows a focus ring, the bet type switch too', async ({ page }) => {
  await openHome(page)
  await pickWithKeyboard(page, 0)
  await pickWithKeyboard(page, 4)
  const missing: string[] = []
  // from the top of the page (the slip is kept for the session): skip links, header, sports menu, prices
  await openHome(page)
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    if (!(await focusRingShown(page))) missing.push(await focusedName(page))
  }
  // the slip: tabs, Single / Combo / System, selections, stake fields
  await page.getByRole('link', { name: 'Skip to bet slip' }).focus()
  await page.keyboard.press('Enter')
  await expect(stakeField(page)).toBeFocused()
  const panel = page.locator('[data-slip-panel]:visible')
  await panel.getByRole('tab').first().focus()
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab')
    if (!(await panel.locator(':focus').count())) break
    if (!(await focusRingShown(page))) missing.push(await focusedName(page))
  }
  expect(missing).toEqual([])

  // Two matches start as a combo (ADR 024), two picks of one match as singles: the arrow moves to the
  // next type the picks allow (System needs three), and its ring shows.
  const checked = panel.getByRole('radio', { checked: true })
  const from = await checked.getAttribute('value')
  await checked.focus()
  await page.keyboard.press('ArrowRight')
  const moved = panel.locator('input[type="radio"]:focus')
  await expect(moved).toHaveCount(1)
  expect(await moved.getAttribute('value')).not.toBe(from)
  expect(await focusRingShown(page)).toBe(true)
})

test(`from page load a signed-in bettor focuses a price in ≤ ${MAX_KEYS_TO_PRICE} keys and places a single in ≤ ${MAX_KEYS_TO_PLACED}`, async ({
  page,
}) => {
  await openHome(page)
  await signInAsDemo(page)
  const focusedIs = (what: 'price' | 'place') =>
    page.evaluate((w) => {
      const el = document.activeElement
      if (w === 'price') return !!el?.matches('button[data-odds]:not([disabled])')
      return /^Place bet/.test(el?.textContent ?? '')
    }, what)
  const placed = page.locator('[data-slip-panel]:visible').getByText('Bet placed')
  // A price may move between the pick and Place ("Accept changes" is one more key): then try again.
  await expect(async () => {
    await page.evaluate(() => sessionStorage.clear()) // an earlier try's pick is not on the slip
    await openHome(page)
    let keys = 0
    const press = async (key: string) => {
      await page.keyboard.press(key)
      keys++
    }
    // the skip link, into the page's content, then Tab: one stop per widget, a listing's on its first price
    await press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await press('Enter')
    while (keys < MAX_KEYS_TO_PRICE && !(await focusedIs('price'))) await press('Tab')
    expect(await focusedIs('price'), `${keys} keys: ${await focusedName(page)}`).toBe(true)
    // arrow keys move between prices (not counted: the bettor's choice of price)
    const isFirst = () =>
      page.evaluate(() => document.activeElement === (window as { __first?: Element }).__first)
    await page.evaluate(() => ((window as { __first?: Element | null }).__first = document.activeElement))
    await page.keyboard.press('ArrowRight')
    expect(await isFirst()).toBe(false)
    expect(await focusedIs('price')).toBe(true)
    await page.keyboard.press('ArrowLeft')
    expect(await isFirst()).toBe(true)

    await press('Enter') // on the slip
    await press('Tab') // "Go to bet slip"
    await press('Enter')
    await expect(stakeField(page)).toBeFocused()
    await page.keyboard.type('2')
    while (keys < MAX_KEYS_TO_PLACED - 1 && !(await focusedIs('place'))) await press('Tab')
    expect(await focusedIs('place'), `${keys} keys: ${await focusedName(page)}`).toBe(true)
    await press('Enter')
    await expect(placed).toBeVisible({ timeout: 10_000 })
    expect(keys).toBeLessThanOrEqual(MAX_KEYS_TO_PLACED)
  }).toPass({ timeout: 150_000 })
})
