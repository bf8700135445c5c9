/**
 * Where a player finds help (limits page, limit modals). Operators replace this list with the
 * organisations of their market; names are proper nouns and stay untranslated.
 */
export const HELP_ORGANISATIONS: readonly { name: string; url: string }[] = [
  { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org/' },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
  { name: 'GAMSTOP', url: 'https://www.gamstop.co.uk/' },
]
