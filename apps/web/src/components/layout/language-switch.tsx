import { useIntl } from 'react-intl'
import { Button, Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components'
import { useLocation, useNavigate } from 'react-router'
import { LOCALE_NAMES, findLocale } from '~/config/locales.ts'
import { switchLocaleUrl } from '~/config/paths.ts'
import { useLocale } from '~/hooks/use-locale.ts'
import { saveLocale } from '~/lib/change-locale.ts'
import { useBrand } from '~/lib/brand/brand-context.ts'
import { brandLocales } from '~/lib/brand/brand-locales.ts'
import { useSession } from '~/lib/session/use-session.ts'

const GlobeIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    aria-hidden
    className="size-5 shrink-0"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
)

const itemClass =
  'flex cursor-pointer items-center justify-between gap-4 rounded-sm px-3 py-2 text-sm outline-none data-[focused]:bg-raised data-[selected]:font-bold'

/**
 * The language switch (spec §2): saves a player's choice, then opens the same page, query and
 * hash in the new language. Only the brand's locales are offered (spec §1). `compact` is the header's (desktop); the side menu shows the full row.
 */
export function LanguageSwitch({
  compact = false,
  onChanged,
}: {
  compact?: boolean
  onChanged?: () => void
}) {
  const intl = useIntl()
  const locale = useLocale()
  const location = useLocation()
  const navigate = useNavigate()
  const session = useSession()
  const locales = brandLocales(useBrand())
  const label = intl.formatMessage({ id: 'language.label' })
  const choose = async (key: Key) => {
    const next = findLocale(String(key))
    if (!next || next === locale) return
    await saveLocale(next, session.status === 'logged_in')
    await navigate(switchLocaleUrl(location.pathname, location.search, location.hash, next))
    onChanged?.()
  }
  return (
    <MenuTrigger>
      <Button
        className={`inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted hover:bg-raised hover:text-fg ${
          compact ? 'h-9 px-2' : 'w-full px-3 py-2.5'
        }`}
      >
        <GlobeIcon />
        {/* The name starts with what is shown: the current language, then what the control is. */}
        <span lang={locale} className={compact ? 'hidden xl:inline' : ''}>
          {LOCALE_NAMES[locale]}
        </span>
        {compact && <span className="xl:hidden">{locale.split('-')[0]!.toUpperCase()}</span>}
        <span className="sr-only">, {label}</span>
      </Button>
      <Popover
        placement={compact ? 'bottom end' : 'top start'}
        className="max-h-[70vh] min-w-56 overflow-auto rounded-md border border-line bg-surface p-1 shadow-lg"
      >
        <Menu
          aria-label={label}
          selectionMode="single"
          selectedKeys={[locale]}
          onAction={(key) => void choose(key)}
          className="outline-none"
        >
          {locales.map((l) => (
            <MenuItem key={l} id={l} textValue={LOCALE_NAMES[l]} className={itemClass}>
              <span lang={l}>{LOCALE_NAMES[l]}</span>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
