import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

// Its own API and web server, with the payment widget turned on (iframe and quick deposit) and the
// reference backend as the platform that serves /spi/main.js: the shared stack keeps the development
// deposit the other journeys use.
const root = fileURLToPath(new URL('../..', import.meta.url))
/** Beside the shared stack's ports (and restart.spec's), moved by E2E_PORT_OFFSET like them. */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const API_PORT = 4380 + offset
const WEB_PORT = 3380 + offset
const PG_PORT = 5780 + offset
const API = `http://127.0.0.1:${API_PORT}`
const WEB = `http://127.0.0.1:${WEB_PORT}`
let dataDir = ''
const children: ChildProcess[] = []

async function waitFor(url: string, timeoutMs = 120_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 300))) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
  }
  throw new Error(`${url} did not come up`)
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsbook-e2e-pay-'))
  fs.chmodSync(dataDir, 0o777)
  children.push(
    spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(root, 'apps/server'),
      env: {
        ...process.env,
        API_PORT: String(API_PORT),
        PG_PORT: String(PG_PORT),
        DATA_DIR: dataDir,
        DEV_TOOLS: 'true',
        FEED_SPEED: '20',
        FEED_SEED: '7',
        PUBLIC_WEB_URL: WEB,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    }),
  )
  await waitFor(`${API}/health`)
  children.push(
    spawn(process.execPath, ['server.mjs'], {
      cwd: path.join(root, 'apps/web'),
      env: {
        ...process.env,
        WEB_PORT: String(WEB_PORT),
        API_URL: API,
        NODE_ENV: 'production',
        PUBLIC_PLATFORM_ORIGIN: API,
        PUBLIC_IFRAME_DEPOSIT: 'true',
        PUBLIC_QUICK_DEPOSIT: 'true',
      },
      stdio: 'ignore',
    }),
  )
  await waitFor(`${WEB}/sports`)
})

test.afterAll(async () => {
  for (const child of children.reverse()) await stop(child)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const euros = (text: string) => Number(text.replace(/[^\d.]/g, ''))
const balance = async (page: Page) => euros(await page.getByTestId('balance').innerText())

async function signIn(page: Page) {
  await page.goto(`${WEB}/sports`)
  await page.getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await dialog.getByRole('textbox', { name: 'Email or phone' }).fill('demo@sportsbook.test')
  await dialog.getByLabel('Password').fill('demo-password')
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('balance')).toBeVisible()
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
  await row.locator('button[aria-pressed]:visible:not([disabled])').first().click()
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
