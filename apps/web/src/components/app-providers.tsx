import type { Brand } from '@sportsbook/contract'
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { IntlProvider, type CustomFormats } from 'react-intl'
import { DEFAULT_LOCALE } from '~/config/locales.ts'
import { BrandContext } from '~/lib/brand/brand-context.ts'
import { messagesOf } from '~/lib/i18n-messages.ts'
import { useDisplayUnits } from '~/lib/slip/display-unit.ts'
import { getQueryClient } from '~/lib/query-client.ts'
import { ThemeContext, themeCookie, type Theme } from '~/lib/theme.ts'

/** The page's theme: the cookie's on the server (root loader), the bettor's choice after, kept in the cookie. */
export function useThemeState(initial: Theme) {
  const [theme, setThemeState] = useState<Theme>(initial)
  const setTheme = useCallback((t: Theme) => {
    document.cookie = themeCookie(t)
    setThemeState(t)
  }, [])
  return useMemo(() => ({ theme, setTheme }), [theme, setTheme])
}

/**
 * react-intl's formats for a page that shows amounts in these subcurrency choices (spec §3: mBTC,
 * μBTC): none of its own, but a new object whenever the bettor picks another unit, so react-intl makes
 * a new `intl` and every amount formatted through `useIntl` (`lib/slip/format-money.ts`) re-renders in
 * the chosen unit at once, not on its next tick.
 */
const formatsFor = (_units: ReturnType<typeof useDisplayUnits>): CustomFormats => ({})

interface Props {
  readonly locale: string
  readonly brand: Brand | null
  readonly theme: ReturnType<typeof useThemeState>
  /** The root loader's prefetched queries (the sports menu). */
  readonly dehydrated: DehydratedState | undefined
  readonly children: ReactNode
}

/**
 * What every part of the page reads, in one place: server state (TanStack Query, hydrated from the
 * loader), the locale's messages, the theme and the brand. Everything in the page sits inside all four.
 */
export function AppProviders({ locale, brand, theme, dehydrated, children }: Props) {
  const [queryClient] = useState(getQueryClient)
  const units = useDisplayUnits()
  const formats = useMemo(() => formatsFor(units), [units])
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydrated}>
        <IntlProvider
          locale={locale}
          defaultLocale={DEFAULT_LOCALE}
          messages={messagesOf(locale) ?? {}}
          formats={formats}
        >
          <ThemeContext.Provider value={theme}>
            <BrandContext value={brand}>{children}</BrandContext>
          </ThemeContext.Provider>
        </IntlProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  )
}
