import type { Locale } from '~/config/locales.ts'
import { lazySchema } from './lazy-contract.ts'
import { writeItem } from './safe-storage.ts'
import { apiSend } from './session/api-send.ts'

/** Spec §87 "stored client state": the language last chosen, for the next visit's first page. */
export const LOCALE_STORAGE_KEY = 'locale'

/**
 * Spec §2/§4: a signed-in player's language is saved on the platform first (PATCH
 * /player/update_locale); a failure there must not keep anyone in a language they left.
 */
export async function saveLocale(locale: Locale, signedIn: boolean): Promise<void> {
  // Storage can be refused (private mode, embedded frames): the URL still carries the choice.
  writeItem('local', LOCALE_STORAGE_KEY, locale)
  if (!signedIn) return
  await apiSend('PATCH', '/player/update_locale', lazySchema('UpdateLocaleResponse'), {
    api: 'platform',
    body: { locale },
  }).catch(() => undefined)
}
