import { expect, test, type Page } from '@playwright/test'
import { MatchPage } from '@sportsbook/contract'
import { newSignedInPlayer } from '../players.ts'

type ListedMatch = MatchPage['data'][number]

// The match page's prediction vote, price trends and built-in chat room (issue 19). One width is
// enough: the components are the same on mobile, and the journey is slow (CI time).

/** A live soccer match early in its first half, with a main market (for the price trends and the vote). */
async function liveSoccer(page: Page): Promise<ListedMatch> {
  let found: ListedMatch | undefined
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          '/api/sportsbook/matches?match_status=1&sport_key=soccer&limit=100',
        )
        const body = res.ok() ? MatchPage.safeParse(await res.json()) : undefined
        found = body?.success
          ? body.data.data
              .filter((m) => m.type === 'match' && m.main_market && /^1st_half$/.test(m.stage ?? ''))
              .sort((a, b) => (a.statistics?.period ?? 0) - (b.statistics?.period ?? 0))[0]
          : undefined
        return found !== undefined
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true)
  return found!
}

/**
 * Opens a tab of the match centre (closed when the page opens, issue #29): a press before the page has
 * hydrated does nothing, as for a user, so press until it says it is open.
 */
async function openCentre(p: Page, name: 'Chat' | 'Trends') {
  const tab = p.getByRole('region', { name: 'Match centre' }).getByRole('button', { name })
  await expect(async () => {
    if ((await tab.getAttribute('aria-expanded')) !== 'true') await tab.click()
    await expect(tab).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 })
  }).toPass({ timeout: 45_000 })
}
const openChat = (p: Page) => openCentre(p, 'Chat')

test('a player votes, sees the price trends with their sparklines, and chats in the match room', async ({
  page,
}) => {
  test.setTimeout(360_000)
  // A new player: the demo player is shared, and a vote is counted once per player.
  await newSignedInPlayer(page, 'social')
  const match = await liveSoccer(page)
  await page.goto(`/sports/${match.sport.key}/${match.slug}`)
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 45_000 })

  // Price transparency: one sparkline per main-market outcome, each with a text alternative and an age.
  await openCentre(page, 'Trends')
  const trends = page.getByTestId('price-trends')
  await expect(trends).toBeVisible({ timeout: 45_000 })
  const outcomes = match.main_market!.outcomes.length
  await expect(trends.getByRole('img', { name: /price history: from .+ to .+/ })).toHaveCount(outcomes)
  await expect(trends.getByTestId('price-age').first()).toHaveText(/Updated .+ ago/)

  // The vote: counted once, shown as shares.
  const vote = page.getByTestId('vote-panel')
  const total = vote.getByTestId('vote-total')
  await expect(total).toHaveText(/Votes so far: \d+/)
  const before = Number((await total.innerText()).match(/\d+/)![0])
  const [home] = match.competitors
  await vote.getByRole('button', { name: new RegExp(home!.name) }).click()
  await expect(total).toHaveText(`Thanks for voting. Votes so far: ${before + 1}`)
  await expect(vote.getByRole('button', { pressed: true })).toContainText('your vote')
  await page.reload()
  await openCentre(page, 'Trends')
  await expect(page.getByTestId('vote-panel').getByRole('button', { pressed: true })).toContainText(
    home!.name,
    {
      timeout: 45_000,
    },
  )

  // The chat room: a message posted by the player appears, as text (markup stays characters).
  await openChat(page)
  const text = `<b>Come on ${home!.name}</b> ${Date.now()}`
  await page.getByLabel('Your message').fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
  const room = page.getByTestId('chat-messages')
  await expect(room.getByText(text, { exact: true })).toBeVisible()
  await expect(room.locator('b')).toHaveCount(0)
  await expect(page.getByLabel('Your message')).toHaveValue('')
})

test('a visitor reads the chat room and is asked to sign in to post', async ({ page, browser }) => {
  test.setTimeout(360_000)
  await newSignedInPlayer(page, 'chatter')
  const match = await liveSoccer(page)
  const visitor = await browser.newPage()
  await visitor.goto(`/sports/${match.sport.key}/${match.slug}`)
  await openChat(visitor)
  await expect(visitor.getByTestId('chat-panel').getByRole('button', { name: 'Sign in' })).toBeVisible({
    timeout: 45_000,
  })
  await expect(visitor.getByLabel('Your message')).toHaveCount(0)

  // A player's message reaches the visitor's open page over realtime, without a reload.
  await page.goto(`/sports/${match.sport.key}/${match.slug}`)
  await openChat(page)
  const text = `Live from the stands ${Date.now()}`
  await page.getByLabel('Your message').fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(visitor.getByTestId('chat-messages').getByText(text, { exact: true })).toBeVisible({
    timeout: 30_000,
  })
  await visitor.close()
})
