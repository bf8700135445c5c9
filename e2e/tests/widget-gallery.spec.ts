import { expect, test } from '@playwright/test'
import { expectNoViolationsInBothThemes } from '../axe.ts'

// The development widget gallery (issue #33.5; the e2e stack runs with DEV_TOOLS): all 46 content
// widget kinds of spec §2 on one page, with the reference backend's data. None may fail (the spec's
// "UNEXPECTED ERROR" fallback in its place) and the page passes axe in both themes.

test('the widget gallery shows every widget kind, none failing, accessible in both themes', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/sports/dev/widgets')
  await expect(page.getByRole('heading', { level: 1, name: 'Widget gallery' })).toBeVisible()
  const kinds = page.getByTestId('gallery-kind')
  const kind = (name: string) =>
    kinds.filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) })
  await expect(kinds).toHaveCount(46)
  // a few kinds, each drawn from live data or its props
  await expect(kind('eventMarkets').getByRole('button').first()).toBeVisible({
    timeout: 30_000,
  })
  await expect(kind('navTopLeagues').getByRole('navigation')).toBeVisible()
  await expect(kind('speedDial').getByRole('link', { name: 'Schedule' })).toBeVisible()
  await expect(page.getByText('UNEXPECTED ERROR', { exact: false })).toHaveCount(0)
  await expectNoViolationsInBothThemes(page, 'widget gallery')
})
