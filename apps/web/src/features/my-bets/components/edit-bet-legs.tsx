import type { EditSwapOptions, ServerBet } from '@sportsbook/contract'
import { useIntl } from 'react-intl'
import { useFormatOdds } from '~/lib/odds-format-store.ts'
import { outcomeLabel } from '~/lib/outcome-label.ts'
import type { DraftSwap } from '../hooks/edit-draft.ts'

const button =
  'shrink-0 rounded-md border border-line bg-surface px-3 py-1.5 text-xs font-semibold hover:bg-raised disabled:opacity-50'
const select = 'mt-1 w-full rounded-md border border-line bg-sunken px-2 py-1.5 text-sm'

interface Props {
  readonly bet: ServerBet
  readonly removed: readonly number[]
  readonly kept: readonly number[]
  readonly swapped: readonly DraftSwap[]
  /** The quote's swap choices per leg; none until the first quote. */
  readonly options: readonly EditSwapOptions[]
  readonly onToggle: (position: number) => void
  readonly onSwap: (position: number, to: DraftSwap | undefined) => void
}

/**
 * The bet's legs in the edit dialog: each unsettled leg with Remove (Undo once removed) and, when its
 * market offers other outcomes now, a choice to swap to one; a settled leg has neither (its value is
 * already in the cash-out value). The last leg left cannot be removed.
 */
export function EditBetLegs({ bet, removed, kept, swapped, options, onToggle, onSwap }: Props) {
  const intl = useIntl()
  const formatOdds = useFormatOdds()
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values)
  const draw = t('odds.draw')
  return (
    <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
      {bet.selections.map((s, i) => {
        const gone = removed.includes(i)
        // The outcome as the bettor reads it ("Arsenal", not the 1X2 code "1"), as My Bets shows it.
        const [home, away] = s.match_name.split(' vs ')
        const named = (outcome: string) => outcomeLabel(outcome, home, away, draw)
        const label = `${s.match_name}: ${named(s.outcome_name)}`
        const choices = options.find((o) => o.position === i)?.outcomes ?? []
        const swap = swapped.find((w) => w.position === i)
        return (
          <li key={i} className="flex flex-col px-3 py-2 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className={`min-w-0 ${gone ? 'text-muted line-through' : ''}`}>
                <span className="block truncate font-semibold">{named(s.outcome_name)}</span>
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
                  className={button}
                >
                  {t(gone ? 'editBet.undo' : 'editBet.remove')}
                </button>
              ) : (
                <span className="shrink-0 text-xs text-muted">{t('editBet.settled_leg')}</span>
              )}
            </div>
            {!gone && s.result === null && choices.length > 0 && (
              <select
                aria-label={t('editBet.swap_leg', { leg: label })}
                value={swap?.outcome_id ?? ''}
                onChange={(e) => {
                  const to = choices.find((c) => c.outcome_id === e.target.value)
                  onSwap(i, to && { position: i, outcome_id: to.outcome_id, odds: to.odds })
                }}
                className={select}
              >
                <option value="">{t('editBet.keep', { outcome: named(s.outcome_name) })}</option>
                {choices.map((c) => (
                  <option key={c.outcome_id} value={c.outcome_id}>
                    {t('editBet.swap_to', { outcome: named(c.outcome_name), odds: formatOdds(c.odds) })}
                  </option>
                ))}
              </select>
            )}
          </li>
        )
      })}
    </ul>
  )
}
