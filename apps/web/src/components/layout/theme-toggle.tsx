import { useIntl } from 'react-intl'
import { useTheme } from '~/lib/theme.ts'
import { MoonIcon, SunIcon } from '../ui/icons.tsx'

export function ThemeToggle() {
  const intl = useIntl()
  const { theme, setTheme } = useTheme()
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={intl.formatMessage({ id: next === 'light' ? 'theme.to_light' : 'theme.to_dark' })}
      className="inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-fg"
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  )
}
