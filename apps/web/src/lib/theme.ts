import { createContext, useContext } from 'react'

export const THEMES = ['dark', 'light'] as const
export type Theme = (typeof THEMES)[number]

/** Spec §9: customer theme is dark or light; dark is the sportsbook default. */
export const DEFAULT_THEME: Theme = 'dark'
export const THEME_COOKIE = 'sb_theme'
const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 3600

/** Reads the theme from a Cookie header so the server renders the right one (no flash on load). */
export function themeFromCookie(cookieHeader: string | null, fallback: Theme = DEFAULT_THEME): Theme {
  const m = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(dark|light)`))
  return (m?.[1] as Theme | undefined) ?? fallback
}

/** The cookie string; Secure whenever the page is served over https. */
export function themeCookie(
  theme: Theme,
  secure = typeof location !== 'undefined' && location.protocol === 'https:',
): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`
}

export const ThemeContext = createContext<{ theme: Theme; setTheme: (t: Theme) => void }>({
  theme: DEFAULT_THEME,
  setTheme: () => {},
})

export const useTheme = () => useContext(ThemeContext)
