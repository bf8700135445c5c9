import type { Ticket } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { setSlipTab } from '~/lib/slip/slip-ui.ts'

/** Spec §4 success: the placed bets left the slip; the player can follow them in My Bets. */
export function PlacedNotice({ ticket }: { ticket: Ticket }) {
  const intl = useIntl()
  return (
    <div role="status" className="flex flex-col items-center gap-2 px-6 py-8 text-center">
      <span className="grid size-10 place-items-center rounded-full bg-positive/15 text-positive">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          aria-hidden
          className="size-6"
        >
          <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <p className="font-semibold">
        {intl.formatMessage({ id: 'betslip.placed' }, { count: ticket.placedBets.length })}
      </p>
      <button
        type="button"
        onClick={() => setSlipTab('MY_BETS')}
        className="rounded-md border border-line px-4 py-2 text-sm font-semibold hover:bg-raised"
      >
        {intl.formatMessage({ id: 'betslip.view_my_bets' })}
      </button>
    </div>
  )
}
