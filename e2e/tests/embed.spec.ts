import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import { API_PORT, WEB_PORT } from '../playwright.config.ts'

/** The host playground lives on the API's origin; the sportsbook on the web's: two origins. */
const SPORTSBOOK = `http://127.0.0.1:${WEB_PORT}`
const HOST = `http://127.0.0.1:${API_PORT}`
/** Same page on another host name: an origin the sportsbook was not told to trust. */
const FORGED_HOST = `http://localhost:${API_PORT}`
/**
 * A trusted host on another site (127.0.0.1 on another port is the same site: ports do not count).
 * *.localhost is loopback in Chromium; playwright.config.ts lists it in PUBLIC_EMBED_ORIGINS.
 */
const CROSS_SITE_HOST = `http://operator.localhost:${API_PORT}`

// Two full-page journeys through a frame on a shared 2-core machine: more than the default 45 s.
test.describe.configure({ timeout: 240_000 })

type Logged = { dir: string; type: string; payload: Record<string, unknown> }

const messages = (page: Page) =>
  page.evaluate(() => (window as unknown as { playground: { messages: Logged[] } }).playground.messages)

/** Waits for a message from the sportsbook matching type and payload fields. */
async function expectFromFrame(page: Page, type: string, payload: Record<string, unknown> = {}) {
  await expect
    .poll(
      async () =>
        (await messages(page)).some(
          (m) =>
            m.dir === 'in' &&
            m.type === type &&
            Object.entries(payload).every(([k, v]) => m.payload[k] === v),
        ),
      { timeout: 60_000 },
    )
    .toBe(true)
}

async function openPlayground(page: Page, host = HOST): Promise<FrameLocator> {
  await page.goto(`${host}/dev/embed?sportsbook=${encodeURIComponent(SPORTSBOOK)}`)
  const frame = page.frameLocator('#frame iframe')
  await expect(frame.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible({
    timeout: 30_000,
  })
  return frame
}

/**
 * Third-party storage blocked, as Chromium does it for a frame of another site when the visitor
 * blocks third-party cookies: reading `window.sessionStorage` (or localStorage) itself throws
 * SecurityError. Simulated by an init script in the sportsbook's frame only, before any of its scripts.
 */
async function blockStorageInFrame(page: Page) {
  await page.addInitScript((sportsbook) => {
    if (location.origin !== sportsbook) return
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            'SecurityError',
          )
        },
      })
    }
  }, SPORTSBOOK)
}

test('a host page embeds the sportsbook through the SDK: every message both ways, height follows content', async ({
  page,
}) => {
  const frame = await openPlayground(page)
  await expectFromFrame(page, 'initialized', { version: 1, locale: 'en' })
  await expectFromFrame(page, 'page-loaded', { path: '/sports' })
  await expectFromFrame(page, 'bet-slip-state-changed', { selections: 0 })
  await expectFromFrame(page, 'notify-modal-triggered', { modal: null })

  // The frame is as tall as its content (no inner scrollbar; the host page scrolls), and the
  // host set its height from the last page-size-changed it got.
  const sportsbookFrame = () => page.frames().find((f) => f.url().startsWith(SPORTSBOOK))!
  await expect
    .poll(
      () =>
        sportsbookFrame().evaluate(() => {
          const content = document.body.scrollHeight
          return content > 1000 && Math.abs(window.innerHeight - content) <= 1
        }),
      { timeout: 60_000 },
    )
    .toBe(true)
  await expect
    .poll(async () => {
      const sizes = (await messages(page)).filter((m) => m.type === 'page-size-changed')
      const last = sizes.at(-1)?.payload.height
      const style = await page.locator('#frame iframe').evaluate((f) => (f as HTMLIFrameElement).style.height)
      return style === `${String(last)}px`
    })
    .toBe(true)
  await expectFromFrame(page, 'page-size-changed')

  // Opening a top event tells the host which one (spec §7), then the host takes the frame elsewhere.
  await frame.getByRole('region', { name: 'Upcoming top events' }).locator('a[href*="-vs-"]').first().click()
  await expectFromFrame(page, 'top-event-clicked')

  await page.getByRole('button', { name: 'page_changed /live' }).click()
  await expectFromFrame(page, 'page-loaded', { path: '/sports/live' })

  await page.getByRole('button', { name: 'change_locale ar' }).click()
  await expectFromFrame(page, 'page-loaded', { path: '/ar/sports/live', locale: 'ar' })
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.getByRole('button', { name: 'change_locale en' }).click()
  await expectFromFrame(page, 'page-loaded', { path: '/sports/live', locale: 'en' })

  await page.getByRole('button', { name: 'odds_changed american' }).click()
  // a live price may be suspended for a while (its name then has no odds): look at one that is open
  await expect(
    frame.locator('main button[aria-pressed]:not([data-favourite-star]):not([disabled])').first(),
  ).toHaveAccessibleName(/(^| )[+-]\d+,/)

  await page.getByRole('button', { name: 'viewport' }).click()
  await expect
    .poll(() => frame.locator('html').evaluate((h) => h.style.getPropertyValue('--host-viewport-height')))
    .toMatch(/^\d+px$/)

  await page.getByRole('button', { name: 'open_bet_slip' }).click()
  await expectFromFrame(page, 'bet-slip-state-changed', { open: true })

  await page.getByRole('button', { name: 'apply_bet_code' }).click()
  await expectFromFrame(page, 'notify-modal-triggered', { modal: 'share-bet-not-found' })
  // The notice opens over the slip sheet, on the part of the (content-tall) frame the bettor sees:
  // inside the host's window, not in the middle of the frame.
  const notice = frame.getByRole('dialog', { name: 'Shared bet not found' })
  await expect(notice).toBeVisible()
  const box = (await notice.boundingBox())!
  const view = page.viewportSize()!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(view.height)
  await notice.getByRole('button', { name: 'OK' }).click()
  await expectFromFrame(page, 'notify-modal-triggered', { modal: null })
  await expect(notice).toHaveCount(0)
  // the slip sheet under it closes with Escape
  await frame.getByRole('dialog').press('Escape')
  await expect(frame.getByRole('dialog')).toHaveCount(0)

  // The host listens for sign-in, sign-up and deposit: the sportsbook hands them over (spec §5).
  await frame.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await expectFromFrame(page, 'sign-in')
  await frame.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click()
  await expectFromFrame(page, 'sign-up')
  await expect(frame.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('listitem').filter({ hasText: 'host opens its sign-in' })).toBeVisible()

  // search_modal opens the search dialog (spec §7); the bettor closes it as any dialog.
  await page.getByRole('button', { name: 'search_modal' }).click()
  const search = frame.getByRole('dialog', { name: 'Search' })
  await expect(search).toBeVisible()
  await search.press('Escape')
  await expect(search).toHaveCount(0)
  // These are accepted and change nothing visible here; none of them may count as dropped.
  await page.getByRole('button', { name: 'change_currency USD' }).click()
  await page.getByRole('button', { name: 'iframe_integration' }).click()
  const dropped = await sportsbookFrame().evaluate(() =>
    (window as unknown as { sportsbookEmbedDropped: () => Record<string, number> }).sportsbookEmbedDropped(),
  )
  expect(dropped).toEqual({ origin: 0, foreign: 0, version: 0, unknown: 0, malformed: 0, skipped: 0 })
})

test('messages from an origin the sportsbook does not trust are ignored and counted; it tells that host nothing', async ({
  page,
}) => {
  const frame = await openPlayground(page, FORGED_HOST)
  const sportsbook = () => page.frames().find((f) => f.url().startsWith(SPORTSBOOK))!
  await expect.poll(() => sportsbook().evaluate(() => 'sportsbookEmbedDropped' in window)).toBe(true)
  await page.evaluate((origin) => {
    const target = document.querySelector('iframe')!.contentWindow!
    const forged = { source: 'sportsbook-host', version: 1 }
    target.postMessage({ ...forged, type: 'page_changed', payload: { path: '/live' } }, origin)
    target.postMessage({ ...forged, type: 'iframe_integration', payload: { listeners: ['sign-in'] } }, origin)
  }, SPORTSBOOK)
  await expect
    .poll(() =>
      sportsbook().evaluate(
        () =>
          (
            window as unknown as { sportsbookEmbedDropped: () => Record<string, number> }
          ).sportsbookEmbedDropped().origin,
      ),
    )
    .toBe(2)
  expect(new URL(sportsbook().url()).pathname).toBe('/sports')
  // Not delegated: the sportsbook's own sign-in opens.
  await frame.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await expect(frame.getByRole('dialog')).toBeVisible()
  expect(await messages(page)).toEqual([])
})

test.describe('on a phone, in a host of another site that blocks third-party storage', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  /** The playground on another site, storage refused in the frame; what the page threw from now on. */
  async function openCrossSite(page: Page) {
    const thrown: string[] = []
    page.on('pageerror', (e) => thrown.push(`pageerror: ${e.name}: ${e.message}`))
    page.on('console', (m) => {
      if (m.type() === 'error' && /SecurityError|Storage/i.test(m.text())) thrown.push(`console: ${m.text()}`)
    })
    await blockStorageInFrame(page)
    await page.goto(`${CROSS_SITE_HOST}/dev/embed?sportsbook=${encodeURIComponent(SPORTSBOOK)}`)
    // Posted once the page has hydrated (the bridge loads after it).
    await expectFromFrame(page, 'initialized', { version: 1 })
    const sportsbook = () => page.frames().find((f) => f.url().startsWith(SPORTSBOOK))!
    const changePage = (path: string) =>
      page.evaluate(
        (p) =>
          (
            window as unknown as { playground: { sb: { changePage(p: string): void } } }
          ).playground.sb.changePage(p),
        path,
      )
    return { frame: page.frameLocator('#frame iframe'), sportsbook, changePage, thrown }
  }

  test('nothing throws, and the slip works on memory', async ({ page }) => {
    const { frame, sportsbook, changePage, thrown } = await openCrossSite(page)
    await page.waitForTimeout(1_000) // what the page's first scripts throw is reported by now
    expect(thrown).toEqual([])
    // The browser refused storage; the page runs on the memory stand-in (lib/safe-storage.ts).
    expect(await sportsbook().evaluate(() => window.sessionStorage instanceof Storage)).toBe(false)

    await frame
      .locator('main button[aria-pressed]:not([data-favourite-star]):not([disabled])')
      .first()
      .click()
    await expectFromFrame(page, 'bet-slip-state-changed', { selections: 1 })
    const storedBets = () => sportsbook().evaluate(() => window.sessionStorage.getItem('bets') ?? '')
    expect(await storedBets()).toContain('selections')
    // The pick outlives a page change, in memory.
    await changePage('/live')
    await expectFromFrame(page, 'page-loaded', { path: '/sports/live' })
    expect(await storedBets()).toContain('selections')
    expect(thrown).toEqual([])
  })

  test('the frame follows the content up, back down and up again', async ({ page }) => {
    const { sportsbook, changePage } = await openCrossSite(page)
    /**
     * The height the frame last reported, once the host's frame is that tall and it is the bottom of
     * the content (the lowest in-flow child of body), else -1.
     */
    const settledHeight = async () => {
      const sizes = (await messages(page)).filter((m) => m.type === 'page-size-changed')
      const reported = Number(sizes.at(-1)?.payload.height)
      const style = await page.locator('#frame iframe').evaluate((f) => (f as HTMLIFrameElement).style.height)
      // The room body keeps below it for the cookie bar while that shows (app.css) is content too.
      const content = await sportsbook().evaluate(
        () =>
          Math.max(
            ...[...document.body.children]
              .filter((e) => ['static', 'relative', 'sticky'].includes(getComputedStyle(e).position))
              .map((e) => Math.ceil(e.getBoundingClientRect().bottom + window.scrollY)),
          ) + parseFloat(getComputedStyle(document.body).paddingBottom),
      )
      return style === `${reported}px` && Math.abs(content - reported) <= 1 ? reported : -1
    }
    const phone = page.viewportSize()!.height

    // Up: the sports home is several screens tall.
    await expect.poll(settledHeight, { timeout: 60_000 }).toBeGreaterThan(2 * phone)
    const tall = await settledHeight()
    // Down: a short page (favourites, empty for a visitor) shrinks the frame to its content.
    await changePage('/favorites')
    await expectFromFrame(page, 'page-loaded', { path: '/sports/favorites' })
    await expect.poll(settledHeight, { timeout: 30_000 }).toBeGreaterThan(0)
    expect(await settledHeight()).toBeLessThan(tall / 2)
    // And up again: live is long.
    await changePage('/live')
    await expectFromFrame(page, 'page-loaded', { path: '/sports/live' })
    await expect.poll(settledHeight, { timeout: 60_000 }).toBeGreaterThan(2 * phone)
  })
})
