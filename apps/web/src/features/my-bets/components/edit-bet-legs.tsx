import type { ServerBet } from '@sportsbook/contract'
import { useIntl } from 'react-intl'

interface Props {
  readonly bet: ServerBet
  readonly removed: readonly number[]
  readonly kept: readonly number[]
  readonly onToggle: (position: number) => void
}

/**
 * The bet's legs in the edit dialog: each unsettled leg with Remove (Undo once removed); a settled leg
 * has no button, its value is already in the cash-out value. The last leg left cannot be removed.
 */
export function EditBetLegs({ bet, removed, kept, onToggle }: Props) {
  const intl = useIntl()
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values)
  return (
    <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
      {bet.selections.map((s, i) => {
        const gone = removed.includes(i)
        const label = `${s.match_name}: ${s.outcome_name}`
        return (
          <li key={i} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
            <span className={`min-w-0 ${gone ? 'text-muted line-through' : ''}`}>
              <span className="block truncate font-semibold">{s.outcome_name}</span>
              <span className="block truncate text-xs text-muted">
                {s.match_name} · {s.market_name}
              </span>
            </span>
            {s.result === null ? (
              <button
                type="button"
                aria-label={t(gone ? 'editBet.undo_leg' : 'editBet.remove_leg', { leg: label })}
                disabled={!gone && kept.length <= 1}
                onClick={() => onToggle(i)}
                className="shrink-0 rounded-md border border-line bg-surface px-3 py-1.5 text-xs font-semibold hover:bg-raised disabled:opacity-50"
              >
                {t(gone ? 'editBet.undo' : 'editBet.remove')}
              </button>
            ) : (
              <span className="shrink-0 text-xs text-muted">{t('editBet.settled_leg')}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
