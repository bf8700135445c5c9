import { expect, type Page } from '@playwright/test'

/** The demo player every stack seeds (README, "Demo players"). */
export const DEMO = { email: 'demo@sportsbook.test', password: 'demo-password' }

/** Signs the demo player in through the header's Sign In dialog of the open page; the balance shows. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await dialog.getByRole('textbox', { name: 'Email or phone' }).fill(DEMO.email)
  await dialog.getByLabel('Password').fill(DEMO.password)
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('balance')).toBeVisible()
}
