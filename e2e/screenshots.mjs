// Screenshots to look at (not a test), of a running stack: `node screenshots.mjs <webPort> [name…]`
// writes /tmp/shots/<name>.png (home, both brands, ar/de, fractional, slip, receipt, a match page:
// MATCH_PATH=/sports/soccer/<slug>). 390 and 1280 px, dark and light; the demo player places small bets.
import fs from 'node:fs'
import { chromium } from '@playwright/test'
const port = process.argv[2] ?? '3300'
const out = process.env.SHOTS_DIR ?? '/tmp/shots'
fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
async function shot(
  name,
  { host = '127.0.0.1', path, width, theme = 'dark', consent = true, odds, full = false, act },
) {
  const ctx = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 800 },
    isMobile: width < 500,
    hasTouch: width < 500,
  })
  const domain = host
  await ctx.addCookies([
    { name: 'sb_theme', value: theme, domain, path: '/' },
    ...(consent ? [{ name: 'cookie_consent', value: 'necessary', domain, path: '/' }] : []),
  ])
  if (odds) await ctx.addInitScript((o) => sessionStorage.setItem('odds_type', o), odds)
  const page = await ctx.newPage()
  await page.goto(`http://${host}:${port}${path}`, { waitUntil: 'networkidle' }).catch(() => {})
  await page.waitForTimeout(800)
  if (act) await act(page)
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: full })
  await ctx.close()
}
const pickTwo = async (page) => {
  const rows = page.locator('main li:has(button[data-odds]:not([disabled]))')
  for (const i of [0, 1, 2]) await rows.nth(i).locator('button[data-odds]:not([disabled])').first().click()
  await page.waitForTimeout(500)
}
const signIn = async (page) => {
  await page.getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await dialog.getByRole('textbox', { name: 'Email or phone' }).fill('demo@sportsbook.test')
  await dialog.getByLabel('Password').fill('demo-password')
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await page.getByTestId('balance').waitFor()
}
const openSlip = async (page, mobile) => {
  if (mobile)
    await page
      .getByRole('button', { name: /Open bet slip/ })
      .last()
      .click()
  await page.waitForTimeout(500)
  return page.locator('[data-testid="bet-slip"], [role="dialog"]').last()
}
const jobs = process.argv.slice(3)
const all = {
  'home-1280-light': () => shot('home-1280-light', { path: '/sports', width: 1280, theme: 'light' }),
  'home-390-dark': () => shot('home-390-dark', { path: '/sports', width: 390, full: true }),
  'home-390-banner': () => shot('home-390-banner', { path: '/sports', width: 390, consent: false }),
  'lumen-390-light': () =>
    shot('lumen-390-light', { host: 'lumen.localhost', path: '/sports', width: 390, theme: 'light' }),
  'lumen-1280-dark': () => shot('lumen-1280-dark', { host: 'lumen.localhost', path: '/sports', width: 1280 }),
  'ar-390': () => shot('ar-390', { path: '/ar/sports', width: 390, odds: 'american' }),
  'ar-1280-light': () =>
    shot('ar-1280-light', { path: '/ar/sports', width: 1280, theme: 'light', odds: 'american' }),
  'de-live-1280': () => shot('de-live-1280', { path: '/de/sports/live', width: 1280, theme: 'light' }),
  'uk-fractional-1280': () =>
    shot('uk-fractional-1280', { path: '/sports/live', width: 1280, odds: 'british' }),
  'slip-390': () =>
    shot('slip-390', {
      path: '/sports/live',
      width: 390,
      act: async (p) => {
        await signIn(p)
        await pickTwo(p)
        await openSlip(p, true)
        await p.getByRole('textbox', { name: 'Stake' }).first().fill('10')
        await p.waitForTimeout(500)
      },
    }),
  'slip-1280': () =>
    shot('slip-1280', {
      path: '/sports/live',
      width: 1280,
      theme: 'light',
      act: async (p) => {
        await signIn(p)
        await pickTwo(p)
        await p.getByRole('textbox', { name: 'Stake' }).first().fill('10')
        await p.waitForTimeout(500)
      },
    }),
  'receipt-1280': () =>
    shot('receipt-1280', {
      path: '/sports/live',
      width: 1280,
      act: async (p) => {
        await signIn(p)
        await pickTwo(p)
        await p.getByRole('textbox', { name: 'Stake' }).first().fill('2')
        await p.getByRole('button', { name: /^Place/ }).click()
        await p.getByTestId('bet-receipt').last().waitFor()
        await p.waitForTimeout(500)
      },
    }),
  'receipt-390-light': () =>
    shot('receipt-390-light', {
      path: '/sports/live',
      width: 390,
      theme: 'light',
      act: async (p) => {
        await signIn(p)
        await pickTwo(p)
        await openSlip(p, true)
        await p.getByRole('textbox', { name: 'Stake' }).first().fill('2')
        await p.getByRole('button', { name: /^Place/ }).click()
        await p.getByTestId('bet-receipt').last().waitFor()
        await p.waitForTimeout(500)
      },
    }),
  'match-390': () => shot('match-390', { path: process.env.MATCH_PATH ?? '/sports', width: 390 }),
  'match-1280': () =>
    shot('match-1280', { path: process.env.MATCH_PATH ?? '/sports', width: 1280, theme: 'light' }),
  'match-de-390-light': () =>
    shot('match-de-390-light', {
      path: (process.env.MATCH_PATH ?? '/sports').replace('/sports', '/de/sports'),
      width: 390,
      theme: 'light',
    }),
}
for (const [k, f] of Object.entries(all))
  if (jobs.length === 0 || jobs.includes(k)) {
    try {
      await f()
    } catch (e) {
      console.log(k, e.message)
    }
  }
await browser.close()
