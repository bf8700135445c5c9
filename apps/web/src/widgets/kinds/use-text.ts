import { localized, type LocalizedText } from '@sportsbook/contract'
import { useLocale } from '~/hooks/use-locale.ts'

/** Operator text in the page's locale (English fallback); undefined stays undefined. */
export function useText(): (t: LocalizedText | undefined) => string | undefined {
  const locale = useLocale()
  return (t) => (t ? localized(t, locale) : undefined)
}
