import { useRef, type ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useIntl } from 'react-intl'
import { CloseIcon } from '../ui/icons.tsx'
import { modalMotionStyle } from './modal-motion.ts'

export type ModalVariant = 'modal' | 'sheet'
export type ModalSize = 'sm' | 'md' | 'lg'

interface Props {
  title: ReactNode
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
  /** `modal` is centred; `sheet` rises from the bottom on phones and sits centred from 780 px when `responsive`. */
  variant?: ModalVariant
  size?: ModalSize
  /** Phone verification and missed auth fields cannot be closed (spec §2). */
  isDismissable?: boolean
  /** Sheets become centred modals from the 780 px mobile breakpoint: tablets and desktops get a dialog, not a drawer. */
  responsive?: boolean
}

/** Widths from the mobile breakpoint (780 px, docs/constants.md); below it every variant spans the screen. */
const WIDTH: Record<ModalSize, string> = {
  sm: 'mobile:max-w-sm',
  md: 'mobile:max-w-md',
  lg: 'mobile:max-w-2xl',
}

const position = (variant: ModalVariant, responsive: boolean) =>
  variant === 'modal'
    ? 'items-center justify-center p-4'
    : `items-end ${responsive ? 'mobile:items-center mobile:justify-center mobile:p-4' : ''}`

const panel = (variant: ModalVariant, size: ModalSize, responsive: boolean) =>
  variant === 'modal'
    ? `w-full ${WIDTH[size]} max-h-[calc(var(--view-height)*0.9)] rounded-lg`
    : `w-full max-h-[calc(var(--view-height)*0.9)] rounded-t-lg pb-[env(safe-area-inset-bottom)] ${
        responsive ? `mobile:rounded-lg mobile:pb-0 ${WIDTH[size]}` : ''
      }`

/**
 * The app's dialog: react-aria traps focus, restores it on close and closes on Escape when dismissable.
 * It fades in over MODAL_ENTER_MS and out over MODAL_EXIT_MS, showing its last title and content
 * while it goes. Several can be open, each over the one opened before (the modal stack).
 */
export function AppModal({
  title,
  isOpen,
  onOpenChange,
  children,
  variant = 'modal',
  size = 'md',
  isDismissable = true,
  responsive = true,
}: Props) {
  const intl = useIntl()
  const last = useRef({ title, children })
  if (isOpen) last.current = { title, children }
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      style={modalMotionStyle}
      className={`sb-modal-motion fixed inset-x-0 top-[var(--view-top)] z-50 flex h-[var(--view-height)] bg-overlay ${position(variant, responsive)}`}
    >
      <Modal
        className={`flex flex-col overflow-hidden border border-line bg-surface shadow-xl ${panel(variant, size, responsive)}`}
      >
        <Dialog className="flex min-h-0 flex-col outline-none">
          {({ close }) => (
            <>
              <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
                <Heading slot="title" className="text-base font-bold">
                  {last.current.title}
                </Heading>
                {isDismissable && (
                  <button
                    type="button"
                    onClick={close}
                    aria-label={intl.formatMessage({ id: 'common.close' })}
                    className="inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-fg"
                  >
                    <CloseIcon />
                  </button>
                )}
              </div>
              <div className="min-h-0 overflow-y-auto">{last.current.children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
