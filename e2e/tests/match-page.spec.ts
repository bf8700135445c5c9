// The match page puts the markets first (issue #29): on a live and on a prematch match, the first price of
// the main market is on the first screen at 390×844 (the mobile project) and at 1280×800 (the desktop
// project), not under the phone's tab bar, and it stays there once the page has loaded what it loads
// after hydration. The match centre is one tap away.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { MatchPage } from '@sportsbook/contract'

type Listed = MatchPage['data'][number]

/** The two screens: a phone (the mobile project) and a laptop (the desktop project). */
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1280, height: 800 }

/**
 * A soccer fixture of this status (1 live, 0 prematch) that can be bet on and has a main market. A live
 * one in its first half (the e2e feed plays 90 minutes in 4.5: one near its end would finish while the
 * test opens it).
 */
async function soccerMatch(request: APIRequestContext, status: 0 | 1): Promise<Listed> {
  let found: Listed | undefined
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `/api/sportsbook/matches?match_status=${status}&sport_key=soccer&limit=50`,
        )
        const body = res.ok() ? MatchPage.safeParse(await res.json()) : undefined
        found = body?.success
          ? body.data.data.find(
              (m) =>
                m.type === 'match' &&
                m.bettable &&
                (m.main_market?.outcomes.length ?? 0) > 0 &&
                (status === 0 || m.stage === '1st_half'),
            )
          : undefined
        return found !== undefined
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(true)
  return found!
}

/** Where the main market's first price is: its box, the viewport's height, and whether it is what a tap there hits. */
const firstPrice = (page: Page, market: string) =>
  page
    .getByRole('main')
    .getByRole('tabpanel')
    .getByRole('region', { name: market, exact: true })
    .first()
    .locator('button[data-odds]')
    .first()
    .evaluate((b) => {
      const r = b.getBoundingClientRect()
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      return { bottom: r.bottom, innerHeight: window.innerHeight, reachable: hit !== null && b.contains(hit) }
    })

for (const [kind, status] of [
  ['live', 1],
  ['prematch', 0],
] as const) {
  test(`a ${kind} match shows the main market's first price on the first screen`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(isMobile ? PHONE : LAPTOP)
    const match = await soccerMatch(request, status)
    const market = match.main_market!.name
    await page.goto(`/sports/${match.sport.key}/${match.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // As the server rendered it, before any script ran on it.
    const served = await firstPrice(page, market)
    expect(served.bottom, `first ${market} price, as served`).toBeLessThanOrEqual(served.innerHeight)
    // After hydration and what loads after it (statistics, the player's bets, the market tabs' code).
    await page.waitForLoadState('networkidle')
    const loaded = await firstPrice(page, market)
    expect(loaded.bottom, `first ${market} price, loaded`).toBeLessThanOrEqual(loaded.innerHeight)
    expect(loaded.reachable, 'nothing (a tab bar, a banner) covers it').toBe(true)

    // The match centre is closed above the markets, one press from its statistics.
    const centre = page.getByRole('region', { name: 'Match centre' })
    const statistics = centre.getByRole('button', { name: 'Statistics' })
    await expect(statistics).toHaveAttribute('aria-expanded', 'false')
    // A press before the page has hydrated does nothing, as for a user: press until it opens.
    await expect(async () => {
      if ((await statistics.getAttribute('aria-expanded')) !== 'true') await statistics.click()
      await expect(statistics).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await expect(centre.getByRole('region', { name: 'Statistics' })).toBeVisible()
  })
}
