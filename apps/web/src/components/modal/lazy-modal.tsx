import { useEffect, type ComponentProps } from 'react'
import { createStore, useStore } from '~/lib/create-store.ts'
import type { Sheet } from '../layout/sheet.tsx'
import type { AppModal } from './app-modal.tsx'

// react-aria's overlay, focus scope and dialog (~25 KB gzip with their deps) load when a dialog first
// opens, not with the page: a closed dialog renders nothing, so nothing is lost before that.
//
// Not React.lazy: react-aria puts the overlay mounted last on top and makes the others inert, so
// dialogs opened while the code loads must mount together, in tree order (the slip sheet under a
// notice opened over it). Suspense boundaries reveal one by one, throttled, and a dialog opened
// after the code arrived could mount before one still waiting for its reveal. Here every waiting
// dialog re-renders from one store change, in one commit.

interface Impl {
  readonly AppModal: typeof AppModal
  readonly Sheet: typeof Sheet
}

const impl = createStore<Impl | null>(null)
let loading: Promise<void> | null = null

function load(): Promise<void> {
  loading ??= Promise.all([import('./app-modal.tsx'), import('../layout/sheet.tsx')])
    .then(([modal, sheet]) => {
      impl.set({ AppModal: modal.AppModal, Sheet: sheet.Sheet })
    })
    .catch(() => {
      loading = null // a failed chunk (offline) is fetched again at the next open
    })
  return loading
}

/** The dialog code once loaded; asks for it while `wanted`. */
function useDialogCode(wanted: boolean): Impl | null {
  const code = useStore(impl)
  useEffect(() => {
    if (wanted && !impl.get()) void load()
  }, [wanted])
  return code
}

/** `AppModal`, fetched the first time it opens. */
export function LazyAppModal(props: ComponentProps<typeof AppModal>) {
  const code = useDialogCode(props.isOpen)
  // once loaded it stays rendered, so a closing dialog plays its exit (MODAL_EXIT_MS) before it goes
  return code ? <code.AppModal {...props} /> : null
}

/** `Sheet`, fetched the first time it opens. */
export function LazySheet(props: ComponentProps<typeof Sheet>) {
  const code = useDialogCode(props.isOpen)
  return code ? <code.Sheet {...props} /> : null
}

/** Starts fetching the dialog code (e.g. on hover or focus of what opens one) so it opens at once. */
export const preloadModals = () => void load()
