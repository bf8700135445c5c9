import { expect, type Page } from '@playwright/test'

/** A sign-up body for a new player (the demo player is shared by other specs: bets move its balance). */
export function newUser(prefix: string, currency = 'EUR') {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`
  return { email, password: 'correct horse battery', currency, country: 'DE', terms_accepted: true }
}

/** The confirmation link the development outbox holds for `email` (it arrives a moment after sign-up). */
export async function confirmationLink(page: Page, email: string): Promise<URL> {
  let link = ''
  await expect(async () => {
    const outbox = (await (await page.request.get('/api/dev/outbox.json')).json()) as {
      data: { to: string; links: string[] }[]
    }
    link = outbox.data.find((m) => m.to === email)?.links.find((l) => l.includes('confirmation_token')) ?? ''
    expect(link).not.toBe('')
  }).toPass({ timeout: 15_000 })
  return new URL(link)
}

/** A made-up bettor's address (198.18.0.0/15, the range set aside for tests), different each call. */
let addresses = 0
export function bettorAddress(): string {
  addresses += 1
  const n = (process.pid * 131 + addresses) % 65_000
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`
}

/**
 * A new, confirmed, signed-in player with names, through the API as the forms do it, and `deposit`
 * minor units of the player's currency (EUR unless given) from the development deposit when given.
 */
export async function newSignedInPlayer(
  page: Page,
  prefix: string,
  deposit = 0,
  currency = 'EUR',
): Promise<string> {
  const req = page.request
  const user = newUser(prefix, currency)
  // Each test's player signs up from an address of its own, as real bettors do: the API limits
  // sign-ups per address (RATE_LIMITS.signUpPerIp, counted in PostgreSQL across restarts), and the
  // whole suite signing up from 127.0.0.1 would hit it. The web proxy forwards this address (xfwd).
  const fromBettor = { 'x-forwarded-for': bettorAddress() }
  expect((await req.post('/api/platform/users', { data: { user }, headers: fromBettor })).status()).toBe(201)
  const link = await confirmationLink(page, user.email)
  expect((await req.get(`/api/platform/users/confirmation${link.search}`)).ok()).toBe(true)
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sb_csrf')?.value ?? ''
  const headers = { 'x-csrf-token': csrf }
  const names = { user: { first_name: 'Ada', last_name: 'Lovelace' } }
  expect((await req.patch('/api/platform/player/missed_auth_fields', { data: names, headers })).ok()).toBe(
    true,
  )
  if (deposit > 0) {
    const body = { currency, amount: deposit }
    expect((await req.post('/api/platform/dev/deposit', { data: body, headers })).ok()).toBe(true)
  }
  return user.email
}
