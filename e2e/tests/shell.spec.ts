import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { MatchPage } from '@sportsbook/contract'
import { newSignedInPlayer } from '../players.ts'

/** Console errors and uncaught page errors from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`)
  })
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  return errors
}

/** A match of the catalogue (any), once the feed has listed one. */
async function anyMatch(request: APIRequestContext): Promise<MatchPage['data'][number]> {
  let match: MatchPage['data'][number] | undefined
  await expect
    .poll(async () => {
      const res = await request.get('/api/sportsbook/matches?limit=1')
      const body = res.ok() ? MatchPage.safeParse(await res.json()) : undefined
      match = body?.success ? body.data.data[0] : undefined
      return match !== undefined
    })
    .toBe(true)
  return match!
}

test('a visitor sees no console error on home, live and a match page', async ({ page, request }) => {
  test.setTimeout(90_000)
  const match = await anyMatch(request)
  const errors = collectErrors(page)
  for (const path of ['/sports', '/sports/live', `/sports/${match.sport.key}/${match.slug}`]) {
    await page.goto(path)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 30_000 })
    // Time for the browser's session check and the live connection.
    await page.waitForTimeout(1_500)
  }
  expect(errors).toEqual([])
})

test('a signed-in player’s pages hydrate without an error, session clock and balance included', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/sports')
  await newSignedInPlayer(page, 'hydrate', 2_000)
  const errors = collectErrors(page)
  for (const path of ['/sports', '/sports/live', '/sports/promotions']) {
    await page.goto(path)
    await expect(page.getByTestId('balance')).toHaveText('€20.00', { timeout: 45_000 })
    await page.waitForTimeout(1_500)
  }
  expect(errors).toEqual([])
})

test('a match opened at #chat hydrates without an error and shows its chat, to a visitor and to a player', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const match = await anyMatch(request)
  // The hash never reaches the server: it renders the default tab, the chat opens after hydration.
  const url = `/sports/${match.sport.key}/${match.slug}#chat`
  const chat = page.getByRole('region', { name: 'Match centre' }).getByRole('button', { name: 'Chat' })
  const errors = collectErrors(page)
  const openAtChat = async () => {
    await page.goto(url)
    await expect(chat).toHaveAttribute('aria-expanded', 'true', { timeout: 45_000 })
    await expect(page.getByTestId('chat-panel')).toBeAttached()
    // Time for anything hydration reports late (a recoverable error is reported after the commit).
    await page.waitForTimeout(1_500)
  }
  await openAtChat()
  expect(errors).toEqual([])

  await page.goto('/sports')
  await newSignedInPlayer(page, 'chat-hash')
  errors.length = 0
  await openAtChat()
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 45_000 })
  expect(errors).toEqual([])
})

test('/sports/404 answers 404, throws nothing in the browser, and its header works', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const res = await page.goto('/sports/404')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  // Sign In replaces its skeleton once the page hydrated.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 30_000 })
  const html = page.locator('html')
  const before = await html.getAttribute('data-theme')
  await page.getByRole('button', { name: /theme/i }).first().click()
  await expect(html).not.toHaveAttribute('data-theme', before ?? '')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('dialog', { name: /Sign in/i })).toBeVisible()
  expect(errors).toEqual([])
})

test('/blocked shows the status code the server answers', async ({ page }) => {
  const res = await page.goto('/sports/blocked?country=fr')
  expect(res?.status()).toBe(403)
  await expect(page.getByText('403', { exact: true })).toBeVisible()
  await expect(page.getByText('451')).toHaveCount(0)
})

test('every page has its own title and the footer with safer-gambling and legal links', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.goto('/sports')
  await expect(page).toHaveTitle('Sports betting | Sportsbook')
  const footer = page.getByRole('contentinfo')
  for (const name of [
    'Responsible gambling help',
    'Terms and conditions',
    'Privacy policy',
    'Licence',
    'Support',
  ])
    await expect(footer.getByRole('link', { name })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  )
  await expect(footer.getByText(/Only for players aged 18 and over/)).toBeVisible()

  await page.goto('/sports/live')
  await expect(page).toHaveTitle('Live betting | Sportsbook')

  const res = await request.get('/api/sportsbook/matches?limit=1')
  const match = MatchPage.parse(await res.json()).data[0]!
  const [home, away] = match.competitors
  await page.goto(`/sports/${match.sport.key}/${match.slug}`)
  await expect(page).toHaveTitle(`${home!.name} v ${away!.name} – odds | Sportsbook`)

  // the sign-up terms checkbox has the terms beside it
  await page.getByRole('button', { name: 'Sign Up' }).click()
  const signUp = page.getByRole('dialog', { name: 'Create your account' })
  await expect(signUp.getByRole('link', { name: /^Read the terms and conditions/ })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  )
})
