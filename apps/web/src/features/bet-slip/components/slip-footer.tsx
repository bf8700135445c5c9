import type { Ref } from 'react'
import type { Problem, Ticket, TicketSummary } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { delegateToHost } from '~/lib/embed/active-bridge.ts'
import { startDeposit, useDeposit } from '~/lib/payments/use-deposit.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { dispatchSlip } from '~/lib/slip/use-slip.ts'
import type { PlacementLimits } from '@sportsbook/domain'
import type { StakeLimit } from '~/lib/limits/use-stake-limit.ts'
import { useFeature } from '~/lib/brand/features.ts'
import { useOffline } from '~/hooks/use-offline.ts'
import { STAKE_LIMIT_NOTE_ID, StakeLimitNote } from './stake-limit-note.tsx'
import { LiveAcceptCountdown } from './live-accept-countdown.tsx'
import { PlaceButton } from './place-button.tsx'
import { SlipTotals } from './slip-totals.tsx'

interface Props {
  ticket: Ticket
  summary: TicketSummary
  problems: readonly Problem[]
  limits: PlacementLimits
  loggedIn: boolean
  /** The player's bet, wager and loss limits for this ticket (features/limits sets them). */
  stakeLimit?: StakeLimit
  onPlace: () => void
  /** The slip measures the footer, so what it scrolls into view is never left under it. */
  footerRef?: Ref<HTMLDivElement>
}

/** Problems the player fixes by typing: shown as a hint, not as an error. */
const QUIET = new Set(['no-bets', 'stake-not-positive'])

/** Totals, the first problem (spec §5 order), and the one action that fits: accept changes or place. */
const OFFLINE_NOTE_ID = 'slip-offline-note'
const depositClass = 'ms-2 font-semibold text-brand underline'

export function SlipFooter(props: Props) {
  const { ticket, summary, problems, limits, loggedIn, stakeLimit, onPlace, footerRef } = props
  const intl = useIntl()
  const deposit = useDeposit('slip', useFeature('quick_deposit'))
  const money = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, intl.locale)
  const first = problems[0]
  const processing = ticket.ticketState === 'processing'
  const needsAccept = problems.some((p) =>
    ['odds-changed', 'selection-suspended', 'selection-unavailable'].includes(p.code),
  )
  // A visitor may press Place (sign-in opens and the slip stays); the balance check waits for a session.
  const blocking = problems.filter((p) => !(p.code === 'insufficient-balance' && !loggedIn))
  // Offline (ADR 042) no price on screen is current: nothing is placed, and the slip says why.
  const offline = useOffline()
  return (
    // Sticky: the totals and Place stay in view however long the slip grows (its scroller is the
    // desktop column or the sheet's body); the slip keeps what it scrolls clear of it (bet-slip.tsx).
    <div
      ref={footerRef}
      className="sticky bottom-0 z-10 flex flex-col gap-2 border-t border-line bg-surface px-3 py-3"
    >
      <SlipTotals ticket={ticket} summary={summary} />
      {stakeLimit && <StakeLimitNote limit={stakeLimit} />}
      {ticket.ticketState === 'error' && ticket.error && (
        <p role="alert" className="rounded-sm bg-negative/10 px-3 py-2 text-sm font-medium text-negative">
          {intl.formatMessage({
            id: ticket.error.i18nKey in intl.messages ? ticket.error.i18nKey : 'error.place_bets.default',
          })}
        </p>
      )}
      {first && blocking.length > 0 && !QUIET.has(first.code) && ticket.ticketState !== 'error' && (
        <p role="status" className="rounded-sm bg-raised px-3 py-2 text-sm">
          {intl.formatMessage(
            { id: first.i18nKey },
            {
              min: limits.minStake ? money(limits.minStake) : '',
              max: limits.maxStake ? money(limits.maxStake) : '',
              payout: limits.maxPayout ? money(limits.maxPayout) : '',
            },
          )}
          {first.code === 'insufficient-balance' && deposit?.kind === 'modal' && (
            <button
              type="button"
              // Spec §4 quick deposit when on (it shows what the stake is short by), else Deposit.
              onClick={() => startDeposit(deposit, { stake: String(summary.totalStake.amount) })}
              className={depositClass}
            >
              {intl.formatMessage({ id: 'header.deposit' })}
            </button>
          )}
          {first.code === 'insufficient-balance' && deposit?.kind === 'link' && (
            // The operator's cashier, as the header's Deposit (a host listening for it takes it).
            <a
              href={deposit.href}
              target={deposit.target}
              onClick={(e) => {
                if (delegateToHost('deposit')) e.preventDefault()
              }}
              className={depositClass}
            >
              {intl.formatMessage({ id: 'header.deposit' })}
            </a>
          )}
        </p>
      )}
      {offline && (
        <p id={OFFLINE_NOTE_ID} className="rounded-sm border border-warning px-3 py-2 text-sm font-medium">
          {intl.formatMessage({ id: 'pwa.offline.place' })}
        </p>
      )}
      <LiveAcceptCountdown ticket={ticket} />
      {needsAccept ? (
        <button
          type="button"
          onClick={() => dispatchSlip({ type: 'acceptChanges' })}
          className="rounded-md bg-brand px-4 py-3 text-sm font-bold text-on-brand hover:bg-brand-strong"
        >
          {intl.formatMessage({ id: 'betslip.accept_changes' })}
        </button>
      ) : (
        <PlaceButton
          ticket={ticket}
          summary={summary}
          onPlace={onPlace}
          disabled={processing || blocking.length > 0 || !!stakeLimit?.breach || offline}
          describedBy={offline ? OFFLINE_NOTE_ID : stakeLimit?.breach ? STAKE_LIMIT_NOTE_ID : undefined}
        />
      )}
    </div>
  )
}
