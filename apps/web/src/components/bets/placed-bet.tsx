import type { ServerBet } from '@sportsbook/contract'
import { binomial, outcomeKey } from '@sportsbook/domain'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { OddsText } from '~/components/ui/odds-text.tsx'
import { BoostedFrom } from './boosted-from.tsx'
import { useFormatOdds } from '~/lib/odds-format-store.ts'
import { outcomeLabel } from '~/lib/outcome-label.ts'

export type PlacedSelection = ServerBet['selections'][number]

interface Props {
  bet: ServerBet
  /** The card's test id (`receipt-bet`, `bet-card`) and extra classes of its frame. */
  testId: string
  className?: string
  /** The top row: the bet's type and what this view says beside it (a reference, a state). */
  header: ReactNode
  /** A line in words under a selection (its odds move on the receipt, its result in My Bets). */
  note?: (s: PlacedSelection, key: string) => ReactNode
  selectionTestId?: string
  /** A non-system bet's total odds; undefined: no total odds row. A system shows its lines instead. */
  totalOdds: number | undefined
  /** The receipt states the odds in bold (what was just accepted); My Bets in its lighter weight. */
  strong?: boolean
  /** The rest of the figures, as `<dt>`/`<dd>` pairs after the odds: stake, bonus, money. */
  children: ReactNode
  footer?: ReactNode
}

/**
 * A placed bet as the slip's receipt and My Bets both draw it (issue #28: one drawing): a header row,
 * each selection (the outcome as the player reads it, market · match, a note, the odds), then the
 * figures: a system's lines or the total odds, and what the view adds. Shared UI: props and domain
 * types only; each feature fills the header, notes and money rows it owns.
 */
export function PlacedBet(props: Props) {
  const { bet, testId, className = '', header, note, selectionTestId, totalOdds, strong = false } = props
  const intl = useIntl()
  const formatOdds = useFormatOdds()
  const draw = intl.formatMessage({ id: 'odds.draw' })
  return (
    <li className={`overflow-hidden rounded-md border border-line ${className}`} data-testid={testId}>
      {header}
      <ul className="divide-y divide-line">
        {bet.selections.map((s) => {
          const key = outcomeKey(s.match_id, s.market_id, s.specifier, s.outcome_id)
          const [home, away] = s.match_name.split(' vs ')
          return (
            <li key={key} className="flex gap-2 px-3 py-2" data-testid={selectionTestId}>
              <div className="flex min-w-0 flex-1 flex-col">
                <span dir="auto" className="sb-name text-sm font-semibold">
                  {outcomeLabel(s.outcome_name, home, away, draw)}
                </span>
                <span className="flex min-w-0 gap-1 text-xs text-muted">
                  <span dir="auto" className="sb-name max-w-1/2 shrink-0">
                    {s.market_name}
                  </span>{' '}
                  <span aria-hidden>·</span>{' '}
                  <span dir="auto" className="sb-name">
                    {s.match_name}
                  </span>
                </span>
                {note?.(s, key)}
              </div>
              <BoostedFrom from={s.boosted_from} odds={s.odds} />
              <OddsText className={`text-sm tabular-nums ${strong ? 'font-bold' : 'font-semibold'}`}>
                {formatOdds(s.odds)}
              </OddsText>
            </li>
          )
        })}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5 border-t border-line px-3 py-2 text-sm">
        {bet.system ? (
          // A system pays line by line: its lines, never one combined odds figure.
          <>
            <dt className="text-muted">{intl.formatMessage({ id: 'betslip.system_lines' })}</dt>
            <dd className="text-end tabular-nums">
              {intl.formatNumber(binomial(bet.system.total_count, bet.system.win_count))}
            </dd>
          </>
        ) : (
          totalOdds !== undefined && (
            <>
              <dt className="text-muted">{intl.formatMessage({ id: 'betslip.total_odds' })}</dt>
              <dd className={`text-end tabular-nums ${strong ? 'font-semibold' : ''}`}>
                <OddsText>{formatOdds(totalOdds)}</OddsText>
              </dd>
            </>
          )
        )}
        {props.children}
      </dl>
      {props.footer}
    </li>
  )
}
