import { lazy, Suspense, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { lazyOnIntent } from '~/lib/lazy-on-intent.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { GearIcon } from './gear-icon.tsx'

// The panel (react-aria Popover, Dialog, RadioGroup, Switch, Autocomplete…) loads on the first sign
// of use: nothing of it is fetched or evaluated while the page loads.
const dialog = lazyOnIntent(() => import('./settings-dialog.tsx').then((m) => m.SettingsDialog))
// A signed-in player's odds type applies at once (the settings query): not loaded for visitors.
const ApplyPlayerOddsType = lazy(() =>
  import('../hooks/use-apply-player-odds.ts').then((m) => ({ default: m.ApplyPlayerOddsType })),
)

/**
 * Settings in the header for everyone (a plain button: it works as soon as the page has hydrated,
 * and a press before the panel's code is here opens it once it arrives); also applies a signed-in
 * player's odds type (spec §4).
 */
export function SettingsButton() {
  const { player } = useSession()
  const intl = useIntl()
  const title = intl.formatMessage({ id: 'settings.title' })
  const trigger = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const SettingsDialog = dialog.useLoaded()
  return (
    <>
      {player && (
        <Suspense fallback={null}>
          <ApplyPlayerOddsType />
        </Suspense>
      )}
      <button
        ref={trigger}
        type="button"
        aria-label={title}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...dialog.intentProps}
        onClick={() => {
          void dialog.load()
          setOpen(true)
        }}
        className="grid size-9 shrink-0 place-items-center rounded-md text-muted hover:bg-raised hover:text-fg"
      >
        <GearIcon />
      </button>
      {SettingsDialog && open && (
        <SettingsDialog title={title} triggerRef={trigger} onClose={() => setOpen(false)} />
      )}
    </>
  )
}
