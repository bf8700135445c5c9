import { useIntl } from 'react-intl'
import { useTheme } from '~/lib/theme.ts'
import { MoonIcon, SunIcon } from '../ui/icons.tsx'

/** `className`: where the header hides it (a signed-in player's phone has it in the account menu). */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const intl = useIntl()
  const { theme, setTheme } = useTheme()
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={intl.formatMessage({ id: next === 'light' ? 'theme.to_light' : 'theme.to_dark' })}
      className={`${className} inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-fg`}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  )
}
