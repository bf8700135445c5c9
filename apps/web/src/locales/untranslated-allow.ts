/**
 * Where a catalogue may hold the English text on purpose (read by locales.test.ts). Anything else
 * identical to en.json fails that test as an untranslated message.
 */

/** Locales that are English themselves: only their spelling and terms differ from en. */
export const ENGLISH_VARIANTS: readonly string[] = ['en-AU', 'en-CA']

/** Keys whose text is the same in every language: brand names and the named multiples. */
export const SAME_EVERYWHERE: ReadonlySet<string> = new Set([
  'brand.name',
  // Named multiples (ADR 034): UK bet names every market's sportsbooks print as they are.
  ...[
    'trixie',
    'patent',
    'yankee',
    'lucky15',
    'canadian',
    'lucky31',
    'heinz',
    'lucky63',
    'super_heinz',
    'goliath',
  ].map((id) => `multiples.name.${id}`),
])

/**
 * Per locale, keys whose English word is what that language's sportsbooks print too
 * ("Live" in German, "Combo" in Italian, "OK" nearly everywhere).
 */
export const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  ar: [],
  de: [
    'account.loyalty.status',
    'nav.live',
    'page.live.title',
    'live.badge',
    'market.group.handicap',
    'market.group.innings',
    'common.ok',
    'bets.type.system',
    'betslip.type.system',
    'bets.share.link',
    'match_centre.tab.stream',
    'match_centre.tab.chat',
    'bonus.pick.label',
    'statements.kind.bonus',
    'bets.bonus',
    'bonus.comboboost.boost',
    'bonus.type.jackpot',
  ],
  et: ['bets.share.link', 'bonus.type.jackpot'],
  'fr-CA': [
    'nav.sports',
    'statements.kind.bonus',
    'schedule.dates',
    'match_centre.stat.possession',
    'match_centre.stat.corners',
    'match_centre.event.corner',
    'notifications.title',
    'bonus.page.title',
    'page_title.promotions',
  ],
  it: [
    'nav.home',
    'page.home.title',
    'nav.live',
    'page.live.title',
    'live.badge',
    'market.group.handicap',
    'market.group.combo',
    'auth.field.password',
    'common.ok',
    'bets.cashout.title',
    'bets.share.link',
    'match_centre.tab.chat',
    'match_centre.event.ace',
    'match_centre.event.game',
    'bonus.pick.label',
    'statements.kind.bonus',
    'bets.bonus',
  ],
  pt: [
    'market.group.handicap',
    'market.group.sets',
    'market.group.games',
    'common.ok',
    'bets.share.link',
    'match_centre.tab.chat',
  ],
  vi: [],
  sv: [
    'betslip.max_stake',
    'nav.live',
    'page.live.title',
    'live.badge',
    'market.group.innings',
    'betslip.type.system',
    'common.ok',
    'bets.type.system',
    'bets.cashout.title',
    'match_centre.event.game',
    'bonus.pick.label',
    'statements.kind.bonus',
    'bets.bonus',
  ],
  nb: [
    'nav.live',
    'page.live.title',
    'live.badge',
    'betslip.total_odds',
    'common.ok',
    'bets.type.system',
    'match_centre.tab.chat',
    'match_centre.event.game',
    'bonus.pick.label',
    'statements.kind.bonus',
    'bets.bonus',
  ],
  'sr-ME': ['bonus.pick.label', 'bets.bonus', 'statements.kind.bonus'],
}
