import type { Brand } from '@sportsbook/contract'
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { DEFAULT_LOCALE } from '~/config/locales.ts'
import { BrandContext } from '~/lib/brand/brand-context.ts'
import { messagesOf } from '~/lib/i18n-messages.ts'
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
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydrated}>
        <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messagesOf(locale) ?? {}}>
          <ThemeContext.Provider value={theme}>
            <BrandContext value={brand}>{children}</BrandContext>
          </ThemeContext.Provider>
        </IntlProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  )
}
