import type { ServerBet } from '@sportsbook/contract'
import { useIntl } from 'react-intl'
import { BetBonusRow } from '~/components/bets/bet-bonus-row.tsx'
import { PlacedBet, type PlacedSelection } from '~/components/bets/placed-bet.tsx'
import { ShareBetButton } from '~/components/bets/share-bet-button.tsx'
import { betTypeLabel } from '~/lib/bets/bet-type-label.ts'
import { betState, type BetState } from '../hooks/bet-state.ts'
import { BetAccaRows } from '~/components/bets/bet-acca-rows.tsx'
import { BetLuckyRow } from '~/components/bets/bet-lucky-row.tsx'
import { BetBoostRow } from './bet-boost-row.tsx'
import { BetMoneyRows } from './bet-money-rows.tsx'
import { CashoutControls } from './cashout-controls.tsx'
import { EditBetAction, EditLinkRow } from './edit-bet-action.tsx'
import { PaidEarlyNote } from './paid-early-note.tsx'

const BADGE: Record<BetState, string> = {
  open: 'bg-raised text-fg',
  pending: 'bg-raised text-muted',
  won: 'bg-positive/15 text-positive',
  lost: 'bg-negative/15 text-negative',
  refund: 'bg-raised text-fg',
  cashed_out: 'bg-positive/15 text-positive',
  void: 'bg-raised text-muted',
}

/**
 * One placed bet in My Bets (components/bets/placed-bet.tsx draws it as the slip's receipt does): type,
 * category and state in words, selections with their results, total odds, bonus, its money
 * (bet-money-rows.tsx), reference and date with Share, and Cash out with its auto cash-out rule while it runs.
 */
export function BetCard({ bet }: { bet: ServerBet }) {
  const intl = useIntl()
  const state = betState(bet)
  const result = (s: PlacedSelection) =>
    s.early_payout ? (
      <PaidEarlyNote paid={s.early_payout} />
    ) : (
      s.result && (
        <span className="text-xs font-medium">
          {intl.formatMessage({ id: `bets.selection_result.${s.result}` })}
        </span>
      )
    )
  const header = (
    <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2">
      <span className="flex min-w-0 items-baseline gap-1.5">
        <span className="text-sm font-bold">{betTypeLabel(intl, bet)}</span>
        <span className="truncate text-xs text-muted">
          {intl.formatMessage({ id: `bets.category.${bet.category}` })}
        </span>
      </span>
      <span className={`rounded-sm px-2 py-0.5 text-xs font-semibold ${BADGE[state]}`}>
        {intl.formatMessage({ id: bet.edited_into ? 'editBet.state' : `bets.state.${state}` })}
      </span>
    </div>
  )
  const footer = (
    <>
      <div className="flex items-center justify-between gap-2 border-t border-line px-3 py-2">
        <span className="text-xs text-muted">
          {intl.formatMessage(
            { id: 'bets.ref' },
            {
              ref: bet.ref,
              date: intl.formatDate(bet.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
            },
          )}
        </span>
        <ShareBetButton bets={[bet]} />
      </div>
      <EditLinkRow bet={bet} />
      {state === 'open' && <CashoutControls bet={bet} />}
      {state === 'open' && <EditBetAction bet={bet} />}
    </>
  )
  return (
    <PlacedBet
      bet={bet}
      testId="bet-card"
      className="bg-surface"
      header={header}
      note={result}
      totalOdds={bet.odds}
      footer={footer}
    >
      {bet.bonus && <BetBonusRow bonus={bet.bonus} />}
      <BetMoneyRows bet={bet} state={state} />
      <BetBoostRow bet={bet} />
      <BetAccaRows bet={bet} />
      <BetLuckyRow bet={bet} />
    </PlacedBet>
  )
}
