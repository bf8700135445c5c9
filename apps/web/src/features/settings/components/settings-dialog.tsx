import type { RefObject } from 'react'
import { Dialog, Heading, Popover } from 'react-aria-components'
import { SettingsPanel } from './settings-panel.tsx'

/** The header's settings panel: a react-aria dialog in a popover under the settings button. */
export function SettingsDialog({
  title,
  triggerRef,
  onClose,
}: {
  title: string
  triggerRef: RefObject<HTMLButtonElement | null>
  onClose: () => void
}) {
  return (
    <Popover
      isOpen
      onOpenChange={(open) => !open && onClose()}
      triggerRef={triggerRef}
      placement="bottom end"
      className="max-h-[calc(100dvh-5rem)] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-md border border-line bg-surface p-3 shadow-lg"
    >
      <Dialog aria-label={title} className="outline-none">
        <Heading slot="title" className="mb-3 text-base font-bold">
          {title}
        </Heading>
        <SettingsPanel />
      </Dialog>
    </Popover>
  )
}
