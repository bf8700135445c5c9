import { expect, test, type Locator } from '@playwright/test'
import { MatchPage } from '@sportsbook/contract'

/** Every image under `scope` has arrived and decoded (a broken or refused one has naturalWidth 0). */
async function expectLoaded(images: Locator, count: number) {
  await expect(images).toHaveCount(count)
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded()
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true)
  }
}

test("the match page header shows both teams' crests, light avif through the image proxy", async ({
  page,
  request,
}) => {
  const res = await request.get('/api/sportsbook/matches?sport_key=soccer&limit=5')
  const matches = MatchPage.parse(await res.json()).data.filter((m) => m.type === 'match')
  const match = matches[0]
  expect(match?.competitors.every((c) => c.logo)).toBe(true)

  const crests: { url: string; type: string; cache: string; bytes: number }[] = []
  page.on('response', async (r) => {
    if (!r.url().includes('/api/sportsbook/images/')) return
    const body = await r.body().catch(() => Buffer.alloc(0))
    crests.push({
      url: r.url(),
      type: r.headers()['content-type'] ?? '',
      cache: r.headers()['cache-control'] ?? '',
      bytes: body.byteLength,
    })
  })
  await page.goto(`/sports/${match!.sport.key}/${match!.slug}`)
  const heading = page.getByRole('heading', { level: 1 })
  // decorative: the heading is still named by the teams alone
  await expect(heading).toHaveAccessibleName(
    `${match!.competitors[0]!.name} vs ${match!.competitors[1]!.name}`,
  )
  const images = heading.locator('img')
  await expectLoaded(images, 2)
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('alt', '')
    const box = await img.boundingBox()
    // the compact scoreboard's crests (issue #29)
    expect([box?.width, box?.height]).toEqual([32, 32])
    // Chromium takes the avif source, at the width of its device pixel ratio
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
      /\/api\/sportsbook\/images\/(32|64)\/avif\?src=/,
    )
  }
  await expect.poll(() => crests.length).toBeGreaterThanOrEqual(2)
  for (const c of crests) {
    expect(c.type).toBe('image/avif')
    expect(c.cache).toContain('immutable')
    expect(c.bytes).toBeGreaterThan(0)
    expect(c.bytes).toBeLessThan(8 * 1024)
  }
})

test('match rows show small crests beside the team names', async ({ page }) => {
  await page.goto('/sports/soccer')
  const row = page
    .getByRole('main')
    .locator('li')
    .filter({ has: page.locator('a[href*="-vs-"]') })
    .first()
  await expectLoaded(row.locator('img'), 2)
})
