import type { LocalizedText } from '@sportsbook/contract'
import { localized } from '@sportsbook/domain'
import { useLocale } from '~/hooks/use-locale.ts'

/** Operator text in the page's locale (English fallback); undefined stays undefined. */
export function useText(): (t: LocalizedText | undefined) => string | undefined {
  const locale = useLocale()
  return (t) => (t ? localized(t, locale) : undefined)
}
