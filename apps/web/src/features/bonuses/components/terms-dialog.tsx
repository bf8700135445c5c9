import { useState } from 'react'
import { useIntl } from 'react-intl'
import { AppModal } from '~/components/modal/app-modal.tsx'
import { useBonusTerms } from '../api/get-terms.ts'

/** A campaign's "Terms" button and its bonus detail modal (spec §2), the terms loaded on open. */
export function TermsDialog({ id, type, name }: { id: string; type: string; name: string }) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const terms = useBonusTerms(id, type, open)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-sm text-sm font-semibold text-brand underline"
      >
        {intl.formatMessage({ id: 'bonus.terms.open' })}
      </button>
      <AppModal title={name} isOpen={open} onOpenChange={setOpen} size="md">
        <div className="px-4 py-4 text-sm leading-relaxed">
          {terms.data ? (
            <p>{terms.data.terms}</p>
          ) : terms.isError ? (
            <p role="alert">{intl.formatMessage({ id: 'error.default' })}</p>
          ) : (
            <p aria-busy="true">{intl.formatMessage({ id: 'bonus.terms.loading' })}</p>
          )}
        </div>
      </AppModal>
    </>
  )
}
