import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { openModal } from '~/lib/modal/modal-store.ts'
import { delegateToHost } from '~/lib/embed/active-bridge.ts'
import { useDeposit } from '~/lib/payments/use-deposit.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { getDepositReminderSettings } from '../api/deposit-reminder-settings.ts'
import {
  depositReminderDue,
  DEPOSIT_REMINDER_DEFAULT_DELAY_MS,
  rememberDepositReminder,
} from '../reminders.ts'
import { ReminderCard } from './reminder-card.tsx'

const actionClass = 'self-start rounded-md bg-brand px-3 py-2 font-bold text-on-brand hover:bg-brand-strong'

/**
 * Spec §4 deposit reminder, once a day: after the player group's remindAfter (default 10 s), a player
 * with nothing left to bet with is reminded they can deposit. Dismissing or depositing remembers it.
 */
export function DepositReminder() {
  const intl = useIntl()
  const session = useSession()
  const settings = useQuery({
    queryKey: ['session', 'deposit-reminder-settings'],
    queryFn: ({ signal }) => getDepositReminderSettings(signal),
    staleTime: Infinity,
  }).data
  const empty = session.balance !== undefined && session.balance.amount === 0
  const [show, setShow] = useState(false)
  // The header's Deposit (cashier link, dialog); none without a cashier, and then no reminder either.
  const deposit = useDeposit('header')
  useEffect(() => {
    if (!settings?.showDepositReminder || !empty || !depositReminderDue(Date.now())) return
    const delay = settings.remindAfter > 0 ? settings.remindAfter * 1000 : DEPOSIT_REMINDER_DEFAULT_DELAY_MS
    const id = window.setTimeout(() => setShow(true), delay)
    return () => window.clearTimeout(id)
  }, [settings, empty])
  if (!show || !deposit) return null
  const done = () => {
    rememberDepositReminder(Date.now())
    setShow(false)
  }
  return (
    <ReminderCard title={intl.formatMessage({ id: 'limits.reminder.deposit.title' })} onDismiss={done}>
      <p>{intl.formatMessage({ id: 'limits.reminder.deposit.body' })}</p>
      {deposit.kind === 'modal' ? (
        <button
          type="button"
          onClick={() => {
            done()
            openModal(deposit.name)
          }}
          className={actionClass}
        >
          {intl.formatMessage({ id: 'limits.reminder.deposit.action' })}
        </button>
      ) : (
        <a
          href={deposit.href}
          target={deposit.target}
          onClick={(e) => {
            done()
            if (delegateToHost('deposit')) e.preventDefault()
          }}
          className={actionClass}
        >
          {intl.formatMessage({ id: 'limits.reminder.deposit.action' })}
        </a>
      )}
    </ReminderCard>
  )
}
