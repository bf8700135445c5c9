import type { RefObject } from 'react'
import { Menu, MenuItem, Popover, type Key } from 'react-aria-components'
import { useLocation, useNavigate } from 'react-router'
import { LOCALE_NAMES, findLocale } from '~/config/locales.ts'
import { switchLocaleUrl } from '~/config/paths.ts'
import { useLocale } from '~/hooks/use-locale.ts'
import { saveLocale } from '~/lib/change-locale.ts'
import { useBrand } from '~/lib/brand/brand-context.ts'
import { brandLocales, localeInUrl } from '~/lib/brand/brand-locales.ts'
import { useSession } from '~/lib/session/use-session.ts'

/** Where focus lands when the menu opens: its selected item (a press), or first/last (the arrows). */
export type MenuFocus = true | 'first' | 'last'

const itemClass =
  'flex cursor-pointer items-center justify-between gap-4 rounded-sm px-3 py-2 text-sm outline-none data-[focused]:bg-raised data-[selected]:font-bold'

/**
 * The language switch's menu (spec §2), under its button (`lazy-language-switch.tsx`): saves a
 * player's choice, then opens the same page, query and hash in the new language. Only the brand's
 * locales are offered (spec §1).
 */
export function LanguageMenu({
  label,
  compact,
  focus,
  triggerRef,
  onClose,
  onChanged,
}: {
  label: string
  compact: boolean
  focus: MenuFocus
  triggerRef: RefObject<HTMLButtonElement | null>
  onClose: () => void
  onChanged?: (() => void) | undefined
}) {
  const locale = useLocale()
  const location = useLocation()
  const navigate = useNavigate()
  const session = useSession()
  const brand = useBrand()
  const locales = brandLocales(brand)
  const choose = async (key: Key) => {
    const next = findLocale(String(key))
    if (!next || next === locale) return
    await saveLocale(next, session.status === 'logged_in')
    await navigate(
      switchLocaleUrl(location.pathname, location.search, location.hash, next, localeInUrl(brand)),
    )
    onChanged?.()
  }
  return (
    <Popover
      isOpen
      onOpenChange={(open) => !open && onClose()}
      triggerRef={triggerRef}
      trigger="MenuTrigger"
      placement={compact ? 'bottom end' : 'top start'}
      className="max-h-[70vh] min-w-56 overflow-auto rounded-md border border-line bg-surface p-1 shadow-lg"
    >
      <Menu
        aria-label={label}
        autoFocus={focus}
        selectionMode="single"
        selectedKeys={[locale]}
        onAction={(key) => void choose(key)}
        onClose={onClose}
        className="outline-none"
      >
        {locales.map((l) => (
          <MenuItem key={l} id={l} textValue={LOCALE_NAMES[l]} className={itemClass}>
            <span lang={l}>{LOCALE_NAMES[l]}</span>
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  )
}
