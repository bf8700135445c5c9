import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { CloseIcon } from '../ui/icons.tsx'

interface Props {
  title: string
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}

/** A bottom sheet for mobile (sports menu, bet slip): react-aria traps focus and closes on Escape. */
export function Sheet({ title, isOpen, onOpenChange, children }: Props) {
  const intl = useIntl()
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-x-0 top-[var(--view-top)] z-40 flex h-[var(--view-height)] items-end bg-overlay"
    >
      <Modal className="max-h-[calc(var(--view-height)*0.85)] w-full overflow-y-auto rounded-t-lg bg-surface pb-[env(safe-area-inset-bottom)]">
        <Dialog className="outline-none">
          {({ close }) => (
            <>
              <div className="sticky top-0 flex items-center justify-between border-b border-line bg-surface px-4 py-3">
                <Heading slot="title" className="text-base font-bold">
                  {title}
                </Heading>
                <button
                  type="button"
                  onClick={close}
                  aria-label={intl.formatMessage({ id: 'common.close' })}
                  className="inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-raised"
                >
                  <CloseIcon />
                </button>
              </div>
              <div className="p-2">{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
