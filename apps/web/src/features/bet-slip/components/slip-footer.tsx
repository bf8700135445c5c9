import type { Problem, Ticket, TicketSummary } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { openModal } from '~/components/modal/modal-store.ts'
import { publicEnv } from '~/config/public-env.ts'
import { depositDialog } from '~/lib/payments/availability.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { dispatchSlip } from '~/lib/slip/use-slip.ts'
import { useFormatOdds } from '~/lib/odds-format-store.ts'
import { OddsText } from '~/components/ui/odds-text.tsx'
import type { PlacementLimits } from '@sportsbook/domain'
import type { StakeLimit } from '~/lib/limits/use-stake-limit.ts'
import { useFeature } from '~/lib/brand/features.ts'
import { STAKE_LIMIT_NOTE_ID, StakeLimitNote } from './stake-limit-note.tsx'
import { LiveAcceptCountdown } from './live-accept-countdown.tsx'

interface Props {
  ticket: Ticket
  summary: TicketSummary
  problems: readonly Problem[]
  limits: PlacementLimits
  loggedIn: boolean
  /** The player's bet, wager and loss limits for this ticket (features/limits sets them). */
  stakeLimit?: StakeLimit
  onPlace: () => void
}

/** Problems the player fixes by typing: shown as a hint, not as an error. */
const QUIET = new Set(['no-bets', 'stake-not-positive'])

/** Totals, the first problem (spec §5 order), and the one action that fits: accept changes or place. */
export function SlipFooter({ ticket, summary, problems, limits, loggedIn, stakeLimit, onPlace }: Props) {
  const intl = useIntl()
  const quickDeposit = useFeature('quick_deposit')
  const formatOdds = useFormatOdds()
  const money = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, intl.locale)
  const first = problems[0]
  const processing = ticket.ticketState === 'processing'
  const needsAccept = problems.some((p) =>
    ['odds-changed', 'selection-suspended', 'selection-unavailable'].includes(p.code),
  )
  // A visitor may press Place (sign-in opens and the slip stays); the balance check waits for a session.
  const blocking = problems.filter((p) => !(p.code === 'insufficient-balance' && !loggedIn))
  const single = summary.bets.length === 1 ? summary.bets[0] : undefined
  const betType = single ? ticket.bets[0]?.betType : undefined
  // A system pays line by line: no combined odds figure that no line pays; its win is a range. Its
  // lines × stake per line shows under its stake field; the total here is exactly that (ADR 013).
  const system = betType === 'system' ? single?.system : undefined
  const systemType = ticket.bets[0]?.systemType
  return (
    // Sticky: the totals and Place stay in view however long the slip grows (its scroller is the
    // desktop column or the sheet's body).
    <div className="sticky bottom-0 z-10 flex flex-col gap-2 border-t border-line bg-surface px-3 py-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-1 text-sm">
        {single && (betType === 'combo' || betType === 'custom_bet') && (
          <>
            <dt className="text-muted">{intl.formatMessage({ id: 'betslip.total_odds' })}</dt>
            <dd className="text-end font-semibold tabular-nums">
              <OddsText>{formatOdds(single.totalOdds)}</OddsText>
            </dd>
          </>
        )}
        {system && systemType && (
          <>
            <dt className="text-muted">{intl.formatMessage({ id: 'betslip.system_type' })}</dt>
            <dd className="text-end font-semibold tabular-nums">
              {intl.formatMessage(
                { id: 'betslip.system_option' },
                { win: systemType.winCount, total: systemType.totalCount },
              )}
            </dd>
          </>
        )}
        <dt className="text-muted">{intl.formatMessage({ id: 'betslip.total_stake' })}</dt>
        <dd className="text-end font-semibold tabular-nums">{money(summary.totalStake)}</dd>
        <dt className="font-semibold">{intl.formatMessage({ id: 'betslip.potential_win' })}</dt>
        <dd className="text-end text-base font-bold text-brand tabular-nums" data-testid="potential-win">
          {system
            ? intl.formatMessage(
                { id: 'betslip.win_range' },
                { min: money(system.minPotentialWin), max: money(system.potentialWin) },
              )
            : money(summary.totalPotentialWin)}
        </dd>
      </dl>
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
          {first.code === 'insufficient-balance' && (
            <button
              type="button"
              // Spec §4 quick deposit when on (it shows what the stake is short by), else Deposit.
              onClick={() =>
                openModal(depositDialog(publicEnv(), 'slip', quickDeposit), {
                  params: { stake: String(summary.totalStake.amount) },
                })
              }
              className="ms-2 font-semibold text-brand underline"
            >
              {intl.formatMessage({ id: 'header.deposit' })}
            </button>
          )}
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
        <button
          type="button"
          onClick={onPlace}
          disabled={processing || blocking.length > 0 || !!stakeLimit?.breach}
          aria-describedby={stakeLimit?.breach ? STAKE_LIMIT_NOTE_ID : undefined}
          aria-busy={processing}
          className="rounded-md bg-brand px-4 py-3 text-sm font-bold text-on-brand hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-50"
        >
          {processing
            ? intl.formatMessage({ id: 'betslip.placing' })
            : intl.formatMessage(
                { id: 'betslip.place' },
                { count: ticket.bets.length, stake: money(summary.totalStake) },
              )}
        </button>
      )}
    </div>
  )
}
