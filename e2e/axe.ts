import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.2 AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/**
 * Rules outside those tags that the product holds itself to: the name of a control starts with its
 * visible text (2.5.3, experimental in axe), landmarks are told apart, headings go down one level at a time.
 */
const EXTRA_RULES = ['label-content-name-mismatch', 'landmark-unique', 'heading-order']

/**
 * Listing sections off screen skip their rendering (`content-visibility: auto`) and keep the styles
 * they last had: after a theme switch axe would read a skipped row's old background under its new text.
 * A bettor only ever sees a section rendered (it renders as it nears the screen), so axe checks every
 * section rendered. A constructed style sheet: the page's CSP governs `<style>` elements, not the CSSOM.
 */
async function renderOffscreenContent(page: Page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync('* { content-visibility: visible !important; }')
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  })
}

/**
 * axe on the open page, or only on the part `include` selects (a dialog, the slip). axe.run in the page
 * itself (these pages frame no other origin), and only violations get their full node list and
 * selectors: every rule still runs on every node and finds the same violations. The default
 * cross-frame mode builds a selector for every node that passed and finishes in a second tab: ~4×
 * slower on the home listing (30 s against 7 s), for results no test reads.
 */
export async function expectNoViolations(page: Page, where: string, include?: string) {
  await renderOffscreenContent(page)
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .options({
      rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])),
      resultTypes: ['violations'],
    })
    .setLegacyMode()
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const found = violations.map(
    (v) =>
      `${v.id} (${v.nodes.length}): ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
        .join(' | ')}`,
  )
  expect(found, `axe on ${where}`).toEqual([])
}

/**
 * Both themes on one page load: axe in the dark theme, then the same page in the light theme. The theme
 * is the root's data-theme (what the theme toggle sets), so an open modal or sheet stays open between.
 */
export async function expectNoViolationsInBothThemes(page: Page, where: string, include?: string) {
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => {
      document.documentElement.dataset.theme = t
    }, theme)
    await expectNoViolations(page, `${where} (${theme})`, include)
  }
}
