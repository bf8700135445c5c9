import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { LazyAppModal as AppModal } from '~/components/modal/lazy-modal.tsx'
import { JACKPOT_HIT_REACTION_MS, JACKPOTS_QUERY_ROOT } from '~/lib/realtime/jackpot-keys.ts'
import { useJackpotHits } from '../api/get-jackpot-hits.ts'
import { markHitsSeen } from '../api/mark-hits-seen.ts'
import { useMoneyText } from '../hooks/use-money-text.ts'

/**
 * The jackpot hit modal (spec §2): the signed-in player's oldest unseen hit, opened after the 1 s
 * reaction delay (§9); closing it marks the hit seen, so it shows once (on any device).
 */
export default function JackpotHitModal() {
  const intl = useIntl()
  const qc = useQueryClient()
  const money = useMoneyText()
  const hits = useJackpotHits({ unseen: true })
  const hit = hits.data?.data.at(-1)
  const hitId = hit?.id
  const [shown, setShown] = useState<string | null>(null)
  useEffect(() => {
    if (hitId === undefined) return
    const timer = setTimeout(() => setShown(hitId), JACKPOT_HIT_REACTION_MS)
    return () => clearTimeout(timer)
  }, [hitId])
  const close = () => {
    setShown(null)
    if (!hit) return
    void markHitsSeen([hit.id])
      .catch(() => undefined)
      .then(() => qc.invalidateQueries({ queryKey: JACKPOTS_QUERY_ROOT }))
  }
  return (
    <AppModal
      title={intl.formatMessage({ id: 'jackpot.hit.title' })}
      isOpen={hit !== undefined && shown === hit.id}
      onOpenChange={(open) => !open && close()}
      size="sm"
    >
      {hit && (
        <div className="flex flex-col items-center gap-3 p-4 text-center">
          <p className="text-sm">
            {intl.formatMessage(
              { id: 'jackpot.hit.body' },
              { level: hit.level_name, jackpot: hit.jackpot_name },
            )}
          </p>
          <p className="text-3xl font-bold text-brand tabular-nums" data-testid="jackpot-hit-amount">
            {money(hit.amount)}
          </p>
          <p className="text-xs text-muted">{intl.formatMessage({ id: 'jackpot.hit.paid' })}</p>
          <button
            type="button"
            onClick={close}
            className="w-full rounded-md bg-brand px-4 py-2 font-semibold text-on-brand"
          >
            {intl.formatMessage({ id: 'jackpot.hit.ok' })}
          </button>
        </div>
      )}
    </AppModal>
  )
}
