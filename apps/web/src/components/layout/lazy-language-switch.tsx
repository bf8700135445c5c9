import { lazy, Suspense, type ComponentProps } from 'react'
import type { LanguageSwitch } from './language-switch.tsx'

// react-aria's Menu and the locale request load after first paint: the switch is rarely the first thing used.
const Switch = lazy(() => import('./language-switch.tsx').then((m) => ({ default: m.LanguageSwitch })))

/** The language switch (spec §2), code loaded on demand; a same-size placeholder holds its place meanwhile. */
export function LazyLanguageSwitch(props: ComponentProps<typeof LanguageSwitch>) {
  return (
    <Suspense fallback={<span aria-hidden className="inline-block size-8 animate-pulse rounded-md bg-raised" />}>
      <Switch {...props} />
    </Suspense>
  )
}
