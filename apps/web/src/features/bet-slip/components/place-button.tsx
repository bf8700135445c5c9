import type { Ticket, TicketSummary } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { useWinText } from './slip-totals.tsx'
import { stakeText } from './stake-text.ts'

interface Props {
  ticket: Ticket
  summary: TicketSummary
  /** Why it cannot be pressed: a problem, placing under way, or a limit (the note it points to). */
  disabled: boolean
  describedBy?: string
  onPlace: () => void
}

/** Enabled: the brand's fill. Blocked: a flat, outlined, muted button nobody takes for one to press. */
const LOOK = {
  on: 'bg-brand text-on-brand hover:bg-brand-strong',
  off: 'cursor-not-allowed border border-dashed border-line bg-sunken text-muted',
} as const

/**
 * Place, saying what it places and what it may return (issue #29): "Place bet · €10.00 freebet" over
 * "Returns €25.00", in the button itself so the amount pressed is the amount read.
 */
export function PlaceButton({ ticket, summary, disabled, describedBy, onPlace }: Props) {
  const intl = useIntl()
  const processing = ticket.ticketState === 'processing'
  const win = useWinText(ticket, summary)
  return (
    <button
      type="button"
      onClick={onPlace}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-busy={processing}
      data-blocked={disabled && !processing ? '' : undefined}
      className={`flex flex-col items-center rounded-md px-4 py-2.5 text-sm font-bold ${LOOK[disabled && !processing ? 'off' : 'on']}`}
    >
      {processing ? (
        intl.formatMessage({ id: 'betslip.placing' })
      ) : (
        <>
          <span>
            {intl.formatMessage(
              { id: 'betslip.place' },
              { count: ticket.bets.length, stake: stakeText(intl, summary.totalStake, summary.totalFreebet) },
            )}
          </span>{' '}
          <span className="text-xs font-semibold opacity-90" data-testid="place-returns">
            {intl.formatMessage({ id: 'betslip.place_returns' }, { amount: win })}
          </span>
        </>
      )}
    </button>
  )
}
