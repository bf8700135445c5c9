import { expect, test, type Page } from '@playwright/test'

/** A new player's confirmation link from the development outbox. */
async function confirmationLink(page: Page, email: string): Promise<string> {
  let link = ''
  await expect(async () => {
    const outbox = (await (await page.request.get('/api/dev/outbox.json')).json()) as {
      data: { to: string; links: string[] }[]
    }
    link = outbox.data.find((m) => m.to === email)?.links.find((l) => l.includes('confirmation_token')) ?? ''
    expect(link).not.toBe('')
  }).toPass()
  const url = new URL(link)
  return url.pathname + url.search
}

/** Counts odds moves (the arrow a pushed price change shows) that appear from now on. */
async function countOddsMoves(page: Page) {
  await page.evaluate(() => {
    const w = window as { __oddsMoves?: number }
    w.__oddsMoves = 0
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element && (n.matches('[data-odds-move]') || n.querySelector('[data-odds-move]')))
            w.__oddsMoves = (w.__oddsMoves ?? 0) + 1
    }).observe(document.body, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as { __oddsMoves?: number }).__oddsMoves ?? 0)
}

test('after the confirmation link and the profile step, live odds keep moving without a reload', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const email = `first-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`
  await page.goto('/sports')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  const signUp = page.getByRole('dialog', { name: 'Create your account' })
  await signUp.getByRole('textbox', { name: 'Email' }).fill(email)
  await signUp.getByLabel('Password').fill('correct horse battery')
  await signUp.getByText('I am of legal age').click()
  await signUp.getByRole('button', { name: 'Create account' }).click()
  await expect(signUp.getByText('Check your inbox')).toBeVisible({ timeout: 30_000 })
  await signUp.getByRole('button', { name: 'Close' }).click()

  await page.goto(await confirmationLink(page, email))
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true))
  const profile = page.getByRole('dialog', { name: 'Complete your profile' })
  await profile.getByRole('textbox', { name: 'First name' }).fill('Ada')
  await profile.getByRole('textbox', { name: 'Last name' }).fill('Lovelace')
  await profile.getByRole('button', { name: 'Save and continue' }).click()
  await expect(profile).toBeHidden()
  const confirmed = page.getByRole('dialog', { name: 'Confirm your account' })
  if (await confirmed.isVisible()) await confirmed.getByRole('button', { name: 'Continue' }).click()

  // The live list, reached in the page (no reload): its prices move with the feed.
  // the Live section link (header on desktop, tab bar on phones), not a live match row
  await page.getByRole('link', { name: 'Live', exact: true }).first().click()
  await expect(page).toHaveURL(/\/sports\/live/)
  // Whatever the session change did to the socket has happened by now.
  await page.waitForTimeout(2_000)
  const moves = await countOddsMoves(page)
  await expect.poll(moves, { timeout: 45_000, intervals: [500] }).toBeGreaterThan(0)
  await expect(page.getByText('Connection error')).toBeHidden()
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})
