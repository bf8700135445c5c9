import { useRef, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { LOCALE_NAMES } from '~/config/locales.ts'
import { useLocale } from '~/hooks/use-locale.ts'
import { lazyOnIntent } from '~/lib/lazy-on-intent.ts'
import type { MenuFocus } from './language-switch.tsx'

// react-aria's Menu and the locale request load on the first sign of use (pointer, focus, press),
// never while the page loads: the switch is rarely the first thing used.
const menu = lazyOnIntent(() => import('./language-switch.tsx').then((m) => m.LanguageMenu))

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

/**
 * The language switch (spec §2): a plain menu button; its menu opens once its code is here (a press
 * before that opens it when it arrives). `compact` is the header's (desktop); the side menu shows the
 * full row.
 */
export function LazyLanguageSwitch({
  compact = false,
  onChanged,
}: {
  compact?: boolean
  onChanged?: () => void
}) {
  const intl = useIntl()
  const locale = useLocale()
  const trigger = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState<MenuFocus | false>(false)
  const LanguageMenu = menu.useLoaded()
  const label = intl.formatMessage({ id: 'language.label' })
  const openWith = (focus: MenuFocus) => {
    void menu.load()
    setOpen(focus)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    // as a menu button: the arrows open the menu on its first or last item
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    e.preventDefault()
    openWith(e.key === 'ArrowDown' ? 'first' : 'last')
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="true"
        aria-expanded={open !== false}
        {...menu.intentProps}
        onClick={() => openWith(true)}
        onKeyDown={onKeyDown}
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
      </button>
      {LanguageMenu && open !== false && (
        <LanguageMenu
          label={label}
          compact={compact}
          focus={open}
          triggerRef={trigger}
          onClose={() => setOpen(false)}
          onChanged={onChanged}
        />
      )}
    </>
  )
}
