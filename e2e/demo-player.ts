import { expect, type Page } from '@playwright/test'

/** The demo player every stack seeds (README, "Demo players"). */
export const DEMO = { email: 'demo@sportsbook.test', password: 'demo-password' }
/** The seeded BTC player (0.05 BTC). */
export const DEMO_BTC = { email: 'demo-btc@sportsbook.test', password: 'demo-password' }

/** Signs the demo player (or `player`) in through the header's Sign In dialog of the open page; the balance shows. */
export async function signInAsDemo(page: Page, player = DEMO): Promise<void> {
  await page.getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await dialog.getByRole('textbox', { name: 'Email or phone' }).fill(player.email)
  await dialog.getByLabel('Password').fill(player.password)
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('balance')).toBeVisible()
}
