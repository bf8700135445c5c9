import { lazy, Suspense } from 'react'

// The button, its panel and the odds-type sync load after the page's first script (route budgets);
// the chunk is asked for as soon as the header renders, so a player's odds type applies at once.
const SettingsDialog = lazy(() =>
  import('./settings-dialog.tsx').then((m) => ({ default: m.SettingsDialog })),
)

/** Settings in the header for everyone; also applies a signed-in player's odds type (spec §4). */
export function SettingsButton() {
  return (
    <Suspense fallback={<span aria-hidden className="size-9" />}>
      <SettingsDialog />
    </Suspense>
  )
}
