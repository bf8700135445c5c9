import type { ServerBet } from '@sportsbook/contract'
import { betRef as betRefOf } from '@sportsbook/domain'
import { lazy, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'
import { useOffline } from '~/hooks/use-offline.ts'
import { canEdit } from '../hooks/edit-draft.ts'

// Its own chunk: the dialog loads when a bettor first opens it, never with My Bets.
const EditBetDialog = lazy(() => import('./edit-bet-dialog.tsx'))

/** "Edit bet" on an open bet the domain lets the bettor edit (issue #30.2, ADR 030). */
export function EditBetAction({ bet }: { bet: ServerBet }) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  // Offline (ADR 042) the bet is last known: an edit would be quoted on prices that may be gone.
  const offline = useOffline()
  if ((!canEdit(bet) || offline) && !open) return null
  return (
    <div className="flex justify-end border-t border-line px-3 py-2">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md border border-line bg-surface px-3 py-2 text-sm font-semibold hover:bg-raised"
      >
        {intl.formatMessage({ id: 'editBet.open' })}
      </button>
      {open && (
        <Suspense fallback={null}>
          <EditBetDialog bet={bet} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  )
}

/** The old bet of an edit ("Edited: replaced by SB-…") or the new one ("Edited from SB-…"). */
export function EditLinkRow({ bet }: { bet: ServerBet }) {
  const intl = useIntl()
  const into = bet.edited_into
  const from = bet.edited_from
  if (!into && !from) return null
  return (
    <p className="border-t border-line px-3 py-2 text-xs text-muted" data-testid="edit-link">
      {into
        ? intl.formatMessage({ id: 'editBet.edited_into' }, { ref: betRefOf(into) })
        : intl.formatMessage({ id: 'editBet.edited_from' }, { ref: betRefOf(from!) })}
    </p>
  )
}
