/**
 * Where a catalogue may hold the English text on purpose (read by locales.test.ts). Anything else
 * identical to en.json fails that test as an untranslated message.
 */

/** Locales that are English themselves: only their spelling and terms differ from en. */
export const ENGLISH_VARIANTS: readonly string[] = ['en-AU', 'en-CA']

/** Keys whose text is the same in every language: brand names. */
export const SAME_EVERYWHERE: ReadonlySet<string> = new Set(['brand.name'])

/**
 * Per locale, keys whose English word is what that language's sportsbooks print too
 * ("Live" in German, "Combo" in Italian, "OK" nearly everywhere).
 */
export const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  ar: [],
  de: ['nav.live', 'page.live.title', 'live.badge', 'market.group.handicap', 'common.ok', 'auth.field.login'],
  et: ['common.ok'],
  'fr-CA': [],
  it: ['nav.live', 'page.live.title', 'live.badge', 'market.group.handicap', 'market.group.combo', 'betslip.type.combo', 'common.ok', 'bets.cashout.title'],
  pt: ['common.ok'],
  vi: ['common.ok'],
  sv: ['nav.live', 'page.live.title', 'live.badge', 'market.group.handicap', 'common.ok'],
  nb: ['nav.live', 'page.live.title', 'live.badge', 'market.group.handicap', 'common.ok'],
  'sr-ME': ['common.ok'],
}
