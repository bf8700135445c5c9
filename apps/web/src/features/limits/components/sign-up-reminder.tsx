import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { openModal } from '~/lib/modal/modal-store.ts'
import { rememberSignUpReminder, SIGN_UP_REMINDER_DELAY_MS, signUpReminderDue } from '../reminders.ts'
import { ReminderCard } from './reminder-card.tsx'

/** Spec §4/§6: a visitor gets a sign-up reminder after a delay, once per browser session. */
export function SignUpReminder() {
  const intl = useIntl()
  const [show, setShow] = useState(false)
  useEffect(() => {
    if (!signUpReminderDue()) return
    const id = window.setTimeout(() => setShow(true), SIGN_UP_REMINDER_DELAY_MS)
    return () => window.clearTimeout(id)
  }, [])
  if (!show) return null
  const done = () => {
    rememberSignUpReminder()
    setShow(false)
  }
  return (
    <ReminderCard title={intl.formatMessage({ id: 'limits.reminder.sign_up.title' })} onDismiss={done}>
      <p>{intl.formatMessage({ id: 'limits.reminder.sign_up.body' })}</p>
      <button
        type="button"
        onClick={() => {
          done()
          openModal('sign-up')
        }}
        className="self-start rounded-md bg-brand px-3 py-2 font-bold text-on-brand hover:bg-brand-strong"
      >
        {intl.formatMessage({ id: 'limits.reminder.sign_up.action' })}
      </button>
    </ReminderCard>
  )
}
