import { freebetFixesStake, isFullCover, ticketProblems, ticketSummary } from '@sportsbook/domain'
import { lazy, Suspense } from 'react'
import { useIntl } from 'react-intl'
import { TicketIcon } from '~/components/ui/icons.tsx'
import { outcomeLabel } from '~/lib/outcome-label.ts'
import { throughPlaceGate } from '~/lib/limits/place-gate.ts'
import { useStakeLimit } from '~/lib/limits/use-stake-limit.ts'
import { requireTerms } from '~/lib/session/terms.ts'
import { dispatchSlip, useTicket } from '~/lib/slip/use-slip.ts'
import { fetchMaxStake } from '../api/get-max-stake.ts'
import { usePlaceBets } from '../hooks/use-place-bets.ts'
import { useQuickBetPlacement } from '../hooks/use-quick-bet.ts'
import { useSlipSetup } from '../hooks/use-slip-setup.ts'
import { useSlipBonuses } from '../hooks/use-slip-bonuses.ts'
import { useReceipt } from '../hooks/receipt-store.ts'
import { useFooterClearance } from '../hooks/use-footer-clearance.ts'
import { BonusPicker } from './bonus-picker.tsx'
import { BetTypeSwitch } from './bet-type-switch.tsx'
import { PlacedReceipt } from './placed-receipt.tsx'
import { QuickBetPanel } from './quick-bet-panel.tsx'
import { SelectionItem } from './selection-item.tsx'
import { SharedStakeField } from './shared-stake-field.tsx'
import { SlipFooter } from './slip-footer.tsx'
import { StakeField } from './stake-field.tsx'
import { PayoutMatrixDisclosure } from './payout-matrix-disclosure.tsx'
import { StaleMark } from '~/components/ui/stale-mark.tsx'

/** A combo's acca insurance / acca bonus line (ADR 032), loaded only once a combo is on the slip. */
const AccaLine = lazy(() => import('./acca-line.tsx'))

/** The BET_SLIP tab: the domain ticket, its summary and problems; every change goes through the reducer. */
export function BetSlip() {
  const intl = useIntl()
  const ticket = useTicket()
  const { ctx, chips, limits, loggedIn } = useSlipSetup()
  const place = usePlaceBets()
  useQuickBetPlacement(ctx)
  useSlipBonuses(ticket, loggedIn)
  const summary = ticketSummary(ticket, limits.maxPayout)
  const problems = ticketProblems(ticket, ctx, limits)
  const stakeLimit = useStakeLimit(ticket, summary)
  const busy = ticket.inProgress
  const sameMatch = new Set(problems.find((p) => p.code === 'same-match')?.outcomeIds ?? [])
  const receipt = useReceipt()
  const clearance = useFooterClearance()

  const quick = loggedIn ? <QuickBetPanel currency={ticket.currency} /> : null
  // Spec §4 success: the receipt of what was placed, until the slip changes again.
  const placed = ticket.ticketState === 'success' && receipt ? <PlacedReceipt receipt={receipt} /> : null
  if (ticket.bets.length === 0) {
    if (placed)
      return (
        <>
          {quick}
          {placed}
        </>
      )
    return (
      <>
        {quick}
        <div className="flex flex-col items-center gap-2 px-6 py-10 text-center text-muted">
          <TicketIcon className="size-8" />
          <p className="font-semibold text-fg">{intl.formatMessage({ id: 'betslip.empty.title' })}</p>
          <p className="text-sm">{intl.formatMessage({ id: 'betslip.empty.description' })}</p>
        </div>
      </>
    )
  }

  const multiSingle = ticket.bets.length > 1
  const draw = intl.formatMessage({ id: 'odds.draw' })
  return (
    // Whatever is scrolled into view (a focused stake field, a bonus row) stops above the sticky
    // footer, never under it: every element's scroll margin is the footer's height.
    <div className="flex flex-col [&_*]:scroll-mb-(--slip-footer)" aria-busy={busy} style={clearance.style}>
      {quick}
      {placed}
      <div className="px-3 pt-3 empty:hidden">
        <StaleMark what="prices" />
      </div>
      <BetTypeSwitch ticket={ticket} ctx={ctx} />
      <div className="flex items-center justify-between px-3 pt-3">
        <span className="text-xs font-semibold text-muted">
          {intl.formatMessage({ id: 'betslip.selections' }, { count: ticket.selectedOutcomeIds.length })}
        </span>
        <button
          type="button"
          disabled={busy}
          onClick={() => dispatchSlip({ type: 'clear' })}
          className="rounded-sm text-xs font-semibold text-muted hover:text-fg disabled:opacity-50"
        >
          {intl.formatMessage({ id: 'betslip.clear' })}
        </button>
      </div>
      {multiSingle && (
        <SharedStakeField
          currency={ticket.currency}
          chips={chips}
          disabled={busy}
          common={
            ticket.bets.every((b) => b.stake.amount === ticket.bets[0]?.stake.amount)
              ? ticket.bets[0]?.stake
              : undefined
          }
        />
      )}
      {ticket.bets.map((bet, i) => {
        const s = summary.bets[i]
        const first = bet.selections[0]
        return (
          <section key={bet.key} className="mx-3 mt-2 overflow-hidden rounded-md border border-line">
            <ul className="divide-y divide-line">
              {bet.selections.map((sel) => (
                <SelectionItem
                  key={sel.outcomeId}
                  selection={sel}
                  disabled={busy}
                  sameMatch={sameMatch.has(sel.outcomeId)}
                />
              ))}
            </ul>
            {s && (
              <div className="border-t border-line bg-raised/50 px-3 py-2.5">
                <StakeField
                  bet={bet}
                  potentialWin={s.potentialWin}
                  chips={chips}
                  // A freebet's stake is its amount (no-risk: up to it).
                  disabled={busy || freebetFixesStake(bet)}
                  maxStake={loggedIn ? () => fetchMaxStake(bet) : undefined}
                  label={intl.formatMessage(
                    {
                      id: multiSingle
                        ? 'betslip.stake_for'
                        : bet.betType === 'system'
                          ? isFullCover(bet.systemType)
                            ? 'multiples.stake_per_bet'
                            : 'betslip.stake_per_line'
                          : 'betslip.stake',
                    },
                    { name: first ? outcomeLabel(first.outcomeName, first.nameA, first.nameB, draw) : '' },
                  )}
                />
              </div>
            )}
            {s && bet.betType === 'system' && bet.systemType && (
              <PayoutMatrixDisclosure bet={bet} cap={limits.maxPayout} />
            )}
            {s && <BonusPicker bet={bet} summary={s} disabled={busy} />}
            {bet.betType === 'combo' && (
              <Suspense fallback={null}>
                <AccaLine bet={bet} />
              </Suspense>
            )}
          </section>
        )
      })}
      <SlipFooter
        footerRef={clearance.ref}
        ticket={ticket}
        summary={summary}
        problems={problems}
        limits={limits}
        loggedIn={loggedIn}
        stakeLimit={stakeLimit}
        // A signed-in player accepts changed terms first (spec §2 terms checker), then the limits
        // feature's pause (loss chasing) if it applies, then the bet goes.
        onPlace={() => requireTerms(() => void throughPlaceGate(summary.totalStake, () => void place()))}
      />
    </div>
  )
}
