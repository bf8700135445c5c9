import type { BonusCampaign } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { activateBonus } from '../api/activate-bonus.ts'
import { BONUSES_QUERY_ROOT } from '../api/get-campaigns.ts'
import { HuntingProgress } from './hunting-progress.tsx'
import { TournamentBoard } from './tournament-board.tsx'

/**
 * A hunting's or tournament's part of its card: a Join button while the player may join (then the
 * slip offers it, spec §4 order hunting, tournament, comboboost), the progress or the leaderboard.
 * Joining refreshes every bonus list (spec §5: hunting and tournament lists refresh each other).
 */
export function PointsPanel({ campaign, signedIn }: { campaign: BonusCampaign; signedIn: boolean }) {
  const intl = useIntl()
  const qc = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const p = campaign.points
  if (!p || (campaign.type !== 'hunting' && campaign.type !== 'tournament')) return null
  const join = () => {
    setBusy(true)
    setFailed(false)
    activateBonus(campaign.id)
      .then(() => qc.invalidateQueries({ queryKey: BONUSES_QUERY_ROOT }))
      .catch(() => setFailed(true))
      .finally(() => setBusy(false))
  }
  return (
    <div className="flex flex-col gap-3">
      {campaign.type === 'hunting' ? (
        <HuntingProgress campaign={campaign} points={p} />
      ) : (
        <TournamentBoard campaign={campaign} points={p} />
      )}
      {signedIn && campaign.status === 'available' && (
        <button
          type="button"
          onClick={join}
          disabled={busy}
          className="self-start rounded-md bg-brand px-4 py-2 text-sm font-bold text-on-brand hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
        >
          {intl.formatMessage({ id: `bonus.${campaign.type}.join` })}
        </button>
      )}
      {signedIn && campaign.status === 'active' && (
        <p className="text-sm text-muted">{intl.formatMessage({ id: `bonus.${campaign.type}.joined` })}</p>
      )}
      {failed && (
        <p role="alert" className="text-sm text-negative">
          {intl.formatMessage({ id: 'error.default' })}
        </p>
      )}
    </div>
  )
}
