import { useIntl } from 'react-intl'
import { LazyAppModal as AppModal } from '~/components/modal/lazy-modal.tsx'
import { closeModal, useModalStack } from '~/lib/modal/modal-store.ts'
import { useShareLink } from '../hooks/use-share-link.ts'

const REASONS = ['link-not-found', 'link-try-another-bet', 'link-try-later'] as const

/** Spec §8 share-bet-not-found modal, and the share-link watcher that opens it. */
export function ShareBetNotFound() {
  const intl = useIntl()
  useShareLink()
  const open = useModalStack().find((m) => m.name === 'share-bet-not-found')
  const isOpen = open !== undefined
  const reason = REASONS.find((r) => r === open?.params.reason) ?? 'link-try-later'
  return (
    <AppModal
      title={intl.formatMessage({ id: 'betslip.share.not_found_title' })}
      isOpen={isOpen}
      onOpenChange={(o) => !o && closeModal()}
      size="sm"
    >
      <div className="flex flex-col gap-3 p-4">
        <p className="text-sm">
          {intl.formatMessage({ id: `betslip.share.${reason.replaceAll('-', '_')}` })}
        </p>
        <button
          type="button"
          onClick={closeModal}
          className="rounded-md bg-brand px-4 py-2.5 text-sm font-bold text-on-brand hover:bg-brand-strong"
        >
          {intl.formatMessage({ id: 'common.ok' })}
        </button>
      </div>
    </AppModal>
  )
}
