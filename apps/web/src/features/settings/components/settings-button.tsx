import { lazy, Suspense } from 'react'
import { useApplyPlayerOddsType } from '../hooks/use-apply-player-odds.ts'
import { GearIcon } from './gear-icon.tsx'

// The panel (react-aria dialog, radio groups, the contract) loads after the page's first script.
const SettingsDialog = lazy(() =>
  import('./settings-dialog.tsx').then((m) => ({ default: m.SettingsDialog })),
)

/** Settings in the header for everyone; also applies a signed-in player's odds type (spec §4). */
export function SettingsButton() {
  useApplyPlayerOddsType()
  return (
    <Suspense
      fallback={
        <span aria-hidden className="grid size-9 place-items-center text-muted">
          <GearIcon />
        </span>
      }
    >
      <SettingsDialog />
    </Suspense>
  )
}
