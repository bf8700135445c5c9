import { lazy, Suspense, type ComponentProps } from 'react'
import type { Sheet } from '../layout/sheet.tsx'
import type { AppModal } from './app-modal.tsx'

// react-aria's overlay, focus scope and dialog (~25 KB gzip with their deps) load when a dialog first
// opens, not with the page: a closed dialog renders nothing, so nothing is lost before that.
const AppModalImpl = lazy(() => import('./app-modal.tsx').then((m) => ({ default: m.AppModal })))
const SheetImpl = lazy(() => import('../layout/sheet.tsx').then((m) => ({ default: m.Sheet })))

/** `AppModal`, fetched the first time it opens. */
export function LazyAppModal(props: ComponentProps<typeof AppModal>) {
  if (!props.isOpen) return null
  return (
    <Suspense fallback={null}>
      <AppModalImpl {...props} />
    </Suspense>
  )
}

/** `Sheet`, fetched the first time it opens. */
export function LazySheet(props: ComponentProps<typeof Sheet>) {
  if (!props.isOpen) return null
  return (
    <Suspense fallback={null}>
      <SheetImpl {...props} />
    </Suspense>
  )
}

/** Starts fetching the dialog code (e.g. on hover or focus of what opens one) so it opens at once. */
export const preloadModals = () => {
  void import('./app-modal.tsx')
  void import('../layout/sheet.tsx')
}
