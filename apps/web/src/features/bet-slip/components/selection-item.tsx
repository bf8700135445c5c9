import type { Selection } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { CloseIcon, LockIcon } from '~/components/ui/icons.tsx'
import { useFormatOdds } from '~/lib/odds-format-store.ts'
import { BoostedFrom } from '~/components/bets/boosted-from.tsx'
import { OddsText } from '~/components/ui/odds-text.tsx'
import { outcomeLabel } from '~/lib/outcome-label.ts'
import { dispatchSlip } from '~/lib/slip/use-slip.ts'

/** One selection: match, market, outcome, its price; a move or a suspension is said in words, not colour alone. */
interface Props {
  selection: Selection
  disabled: boolean
  /** Shares its match with another selection of a combo or system (spec §5). */
  sameMatch?: boolean
}

export function SelectionItem({ selection: s, disabled, sameMatch = false }: Props) {
  const intl = useIntl()
  const formatOdds = useFormatOdds()
  const name = outcomeLabel(s.outcomeName, s.nameA, s.nameB, intl.formatMessage({ id: 'odds.draw' }))
  const match = s.nameB ? `${s.nameA ?? ''} – ${s.nameB}` : (s.nameA ?? '')
  const up = s.odds > s.acceptedOdds
  const unavailable = s.isSuspended || s.isNotAvailable || !s.active
  return (
    <li className="flex items-start gap-2 px-3 py-2.5" data-testid="slip-selection">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span dir="auto" className="sb-name text-sm font-semibold">
          {name}
        </span>
        <span dir="auto" className="sb-name text-xs text-muted">
          {s.market.marketName}
        </span>
        <span dir="auto" className="sb-name text-xs text-muted">
          {match}
        </span>
        {s.isChanged && !unavailable && (
          <span className="text-xs font-medium text-fg" role="status">
            {intl.formatMessage(
              { id: up ? 'betslip.odds_up' : 'betslip.odds_down' },
              { from: formatOdds(s.acceptedOdds), to: formatOdds(s.odds) },
            )}
          </span>
        )}
        {sameMatch && (
          <span className="text-xs font-medium text-negative">
            {intl.formatMessage({ id: 'betslip.same_match' })}
          </span>
        )}
        {unavailable && (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-negative">
            <LockIcon className="size-3.5" />
            {intl.formatMessage({
              // The provider's own prices stand, but it is offline (spec §6): back when it returns.
              id:
                s.isNotAvailable && !s.isSuspended && s.active
                  ? 'betslip.selection_provider_offline'
                  : 'betslip.selection_suspended',
            })}
          </span>
        )}
      </div>
      <span
        className={`shrink-0 rounded-sm px-2 py-1 text-sm font-bold tabular-nums ${
          s.isChanged ? (up ? 'bg-positive/15 text-positive' : 'bg-negative/15 text-negative') : 'bg-raised'
        }`}
      >
        {s.isChanged && <span aria-hidden>{up ? '▲ ' : '▼ '}</span>}
        <BoostedFrom from={s.boostedFrom} odds={s.odds} />
        <OddsText>{formatOdds(s.odds)}</OddsText>
      </span>
      <button
        type="button"
        disabled={disabled}
        onClick={() => dispatchSlip({ type: 'removeOutcome', outcomeId: s.outcomeId })}
        aria-label={intl.formatMessage({ id: 'betslip.remove' }, { name })}
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-fg disabled:opacity-50"
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  )
}
