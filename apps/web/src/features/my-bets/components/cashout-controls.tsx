import type { ServerBet } from '@sportsbook/contract'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useOffline } from '~/hooks/use-offline.ts'
import { useRemoveCashoutRule } from '../hooks/use-remove-cashout-rule.ts'
import { CashoutButton } from './cashout-button.tsx'
import { CashoutRuleDialog } from './cashout-rule-dialog.tsx'
import { CashoutRuleRow } from './cashout-rule-row.tsx'

const secondary =
  'shrink-0 rounded-md border border-line bg-surface px-3 py-2 text-sm font-semibold hover:bg-raised'

/**
 * An open bet's cash-out controls in My Bets: its active auto cash-out or alert rule (Edit, Remove),
 * Cash out, and beside it "Auto cash-out" to create a rule while none is set (issue #30, ADR 029).
 */
export function CashoutControls({ bet }: { bet: ServerBet }) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const { remove, busy, error, autoRef } = useRemoveCashoutRule(bet)
  // Offline (ADR 042) the offer is last known, not a price to take: no Cash out until back online.
  const offline = useOffline()
  const offer = offline ? null : bet.to_cashout
  const rule = bet.cashout_rule

  const ruleRow = rule && (
    <>
      <CashoutRuleRow
        rule={rule}
        onEdit={offer ? () => setOpen(true) : undefined}
        onRemove={remove}
        busy={busy}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-negative">
          {error}
        </p>
      )}
    </>
  )
  if (!offer)
    return ruleRow && <div className="flex flex-col gap-1 border-t border-line px-3 py-2">{ruleRow}</div>
  return (
    <>
      <CashoutButton
        bet={bet}
        offer={offer}
        above={ruleRow}
        aside={
          !rule && (
            <button ref={autoRef} type="button" className={secondary} onClick={() => setOpen(true)}>
              {intl.formatMessage({ id: 'bets.cashout_rule.open' })}
            </button>
          )
        }
      />
      <CashoutRuleDialog bet={bet} offer={offer} isOpen={open} onOpenChange={setOpen} />
    </>
  )
}
