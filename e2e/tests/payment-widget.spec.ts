import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signInAsDemo } from '../demo-player.ts'
import { OwnStack } from '../own-stack.ts'

// Its own API and web server, with the payment widget turned on (iframe and quick deposit) and the
// reference backend as the platform that serves /spi/main.js: the shared stack keeps the development
// deposit the other journeys use.
const stack = new OwnStack({
  slot: 80,
  name: 'pay',
  apiEnv: { DEV_TOOLS: 'true' },
  webEnv: ({ api }) => ({
    PUBLIC_PLATFORM_ORIGIN: api,
    PUBLIC_IFRAME_DEPOSIT: 'true',
    PUBLIC_QUICK_DEPOSIT: 'true',
  }),
})
const API = stack.api
const WEB = stack.web

test.beforeAll(async () => {
  test.setTimeout(180_000)
  await stack.start()
})

test.afterAll(() => stack.stop())

const euros = (text: string) => Number(text.replace(/[^\d.]/g, ''))
const balance = async (page: Page) => euros(await page.getByTestId('balance').innerText())

async function signIn(page: Page) {
  await page.goto(`${WEB}/sports`)
  await signInAsDemo(page)
}

/** WCAG 2.2 AA (as a11y.spec.ts) over the open dialog, the widget's own nodes included, in both themes. */
async function expectAccessibleDialog(page: Page) {
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => {
      document.documentElement.dataset.theme = t
    }, theme)
    const { violations } = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze()
    expect(
      violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`),
      theme,
    ).toEqual([])
  }
}

/** Deposit in the header opens the platform's widget in a dialog; pays `amount` euros there. */
async function payWithWidget(page: Page, amount: string, check = false) {
  await page.getByRole('button', { name: 'Deposit', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Deposit' })
  const field = dialog.getByRole('textbox', { name: 'Amount (EUR)' })
  await expect(field).toBeFocused()
  if (check) await expectAccessibleDialog(page)
  await field.fill(amount)
  await dialog.getByRole('button', { name: 'Pay now' }).click()
  await expect(dialog).toBeHidden()
}

test('a player deposits through the platform payment widget: success tops up the balance, a decline says so', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
  const csp: string[] = []
  page.on('console', (m) => m.text().includes('Content Security Policy') && csp.push(m.text()))
  const first = await page.goto(`${WEB}/sports`)
  const policy = first?.headers()['content-security-policy'] ?? ''
  // The page may load exactly the widget script from the platform origin, and talk to its /spi/ only.
  expect(policy).toContain(`script-src 'self' 'nonce-`)
  expect(policy).toContain(`${API}/spi/main.js`)
  expect(policy).toContain(`${API}/spi/`)
  await signIn(page)
  // The widget is not loaded until Deposit is opened.
  expect(scripts.filter((u) => u.includes('/spi/main.js'))).toEqual([])
  const before = await balance(page)

  await payWithWidget(page, '25', true)
  const alert = page.getByRole('status').filter({ hasText: 'Deposit successful' })
  await expect(alert).toBeVisible()
  await expect.poll(() => balance(page)).toBeCloseTo(before + 25, 2)
  expect(scripts).toContain(`${API}/spi/main.js`)

  // The stand-in provider declines 666: the error alert, and the balance stays.
  await payWithWidget(page, '666')
  await expect(page.getByRole('status').filter({ hasText: 'Deposit failed' })).toBeVisible()
  expect(await balance(page)).toBeCloseTo(before + 25, 2)
  expect(csp).toEqual([])
})

test('a slip the balance does not cover offers a quick deposit through the same widget', async ({ page }) => {
  await signIn(page)
  const before = await balance(page)
  const row = page.getByRole('region', { name: 'Upcoming top events' }).locator('li').first()
  await row.locator('button[aria-pressed]:not([data-favourite-star]):visible:not([disabled])').first().click()
  const width = page.viewportSize()?.width ?? 1280
  const slip =
    width >= 1280
      ? page.getByRole('complementary').filter({ has: page.getByRole('tablist') })
      : page.getByRole('dialog', { name: 'Bet slip' })
  if (width < 1280)
    await page
      .getByRole('button', { name: /Open bet slip/ })
      .last()
      .click()
  await slip.getByRole('textbox', { name: 'Stake' }).fill(String(Math.ceil(before) + 30))
  await slip.getByRole('button', { name: 'Deposit' }).click()

  const dialog = page.getByRole('dialog', { name: 'Quick deposit' })
  const amounts = dialog.getByRole('group', { name: 'Deposit amount' }).getByRole('button')
  await expect(amounts.first()).toBeVisible()
  const first = await amounts.first().innerText()
  await amounts.first().click()
  // The widget starts with the amount picked; paying it closes the dialog with the success alert.
  await expect(dialog.getByRole('textbox', { name: 'Amount (EUR)' })).toHaveValue(
    String(euros(first).toFixed(2)),
  )
  await dialog.getByRole('button', { name: 'Pay now' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Deposit successful' })).toBeVisible()
  await expect.poll(() => balance(page)).toBeCloseTo(before + euros(first), 2)
})
