import type { ServerBet, ShareCodeResponse } from '@sportsbook/contract'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { LazyAppModal as AppModal } from '~/components/modal/lazy-modal.tsx'
import { useFeature } from '~/lib/brand/features.ts'
import { createShareCode } from '~/lib/bets/create-share-code.ts'

function CopyRow({ label, value }: { label: string; value: string }) {
  const intl = useIntl()
  const [copied, setCopied] = useState(false)
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-semibold text-muted">{label}</span>
      <div className="flex items-center gap-2">
        <input
          readOnly
          value={value}
          aria-label={label}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-line bg-sunken px-3 py-2 text-sm"
        />
        <button
          type="button"
          onClick={() =>
            void navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
          className="rounded-md border border-line px-3 py-2 text-sm font-semibold hover:bg-raised"
        >
          {intl.formatMessage({ id: copied ? 'bets.share.copied' : 'bets.share.copy' })}
        </button>
      </div>
    </div>
  )
}

/** A link-like Share in a bet card; a bordered button among the receipt's actions (two to a row). */
const LOOKS = {
  link: 'rounded-sm text-xs font-semibold text-brand hover:underline disabled:opacity-60',
  receipt:
    'flex-1 basis-32 rounded-md border border-line px-3 py-2 text-sm font-semibold hover:bg-raised disabled:opacity-60',
} as const

interface Props {
  /** The placed bets shared together (one bet in My Bets; what was just placed on the receipt). */
  bets: readonly ServerBet[]
  look?: keyof typeof LOOKS
}

/** Share bet (spec §3): a code and a link that open the same selections in anyone's slip; only where the brand has it on. */
export function ShareBetButton(props: Props) {
  return useFeature('share_bet') ? <ShareBet {...props} /> : null
}

function ShareBet({ bets, look = 'link' }: Props) {
  const intl = useIntl()
  const [shared, setShared] = useState<ShareCodeResponse | null>(null)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const share = async () => {
    setBusy(true)
    setFailed(false)
    try {
      setShared(await createShareCode(bets))
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  const link = shared ? new URL(shared.url, window.location.origin).toString() : ''
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void share()} className={LOOKS[look]}>
        {intl.formatMessage({ id: 'bets.share.button' })}
      </button>
      {failed && (
        <span role="alert" className="text-xs text-negative">
          {intl.formatMessage({ id: 'error.default' })}
        </span>
      )}
      <AppModal
        title={intl.formatMessage({ id: 'bets.share.title' })}
        isOpen={shared !== null}
        onOpenChange={(o) => !o && setShared(null)}
        size="sm"
        variant="sheet"
      >
        {shared && (
          <div className="flex flex-col gap-3 p-4">
            <CopyRow label={intl.formatMessage({ id: 'bets.share.code' })} value={shared.code} />
            <CopyRow label={intl.formatMessage({ id: 'bets.share.link' })} value={link} />
          </div>
        )}
      </AppModal>
    </>
  )
}
