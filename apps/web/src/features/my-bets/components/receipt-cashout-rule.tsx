import type { ServerBet } from '@sportsbook/contract'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useSession } from '~/lib/session/use-session.ts'
import { OPEN_BETS, useBets } from '../api/get-bets.ts'
import { useRemoveCashoutRule } from '../hooks/use-remove-cashout-rule.ts'
import { CashoutRuleDialog } from './cashout-rule-dialog.tsx'
import { CashoutRuleRow } from './cashout-rule-row.tsx'

const button = 'rounded-md border border-line bg-surface px-3 py-1.5 text-sm font-semibold hover:bg-raised'

/**
 * A bet on the slip's receipt, as My Bets' open list has it now (its live cash-out offer and rule):
 * "Auto cash-out" to set a rule right after placing, or the rule with Edit and Remove (issue #30.1,
 * ADR 029). Nothing while the bet has no offer and no rule (a bonus bet, a bet still being accepted).
 */
export function ReceiptCashoutRule({ placed }: { placed: ServerBet }) {
  const loggedIn = useSession().status === 'logged_in'
  const bets = useBets(OPEN_BETS, loggedIn)
  const bet = bets.data?.data.find((b) => b.id === placed.id)
  return bet ? <RuleControls bet={bet} /> : null
}

function RuleControls({ bet }: { bet: ServerBet }) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const { remove, busy, error, autoRef } = useRemoveCashoutRule(bet)
  const offer = bet.to_cashout
  const rule = bet.cashout_rule
  if (!offer && !rule) return null
  return (
    <div className="flex flex-col gap-1 border-t border-line px-3 py-2" data-testid="receipt-cashout-rule">
      {rule ? (
        <CashoutRuleRow
          rule={rule}
          onEdit={offer ? () => setOpen(true) : undefined}
          onRemove={remove}
          busy={busy}
        />
      ) : (
        <button ref={autoRef} type="button" className={`${button} self-start`} onClick={() => setOpen(true)}>
          {intl.formatMessage({ id: 'bets.cashout_rule.open' })}
        </button>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-negative">
          {error}
        </p>
      )}
      {offer && <CashoutRuleDialog bet={bet} offer={offer} isOpen={open} onOpenChange={setOpen} />}
    </div>
  )
}
