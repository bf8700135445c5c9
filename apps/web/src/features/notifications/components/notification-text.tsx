import type { BetMoney, Notification } from '@sportsbook/contract'
import { toMoney } from '@sportsbook/contract'
import { useIntl, type IntlShape } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'

const money = (m: BetMoney | undefined, intl: IntlShape) => (m ? formatMoney(toMoney(m), intl.locale) : '')

/** Title and body of a notification in the reader's language, from its kind and payload. */
export function notificationText(n: Notification, intl: IntlShape): { title: string; body: string } {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values)
  switch (n.type) {
    case 'bet_settled': {
      const o = n.payload.outcome
      const values = { amount: money(n.payload.amount, intl), stake: money(n.payload.stake, intl) }
      // Settled by early payout (ADR 031): won when its side went ahead, whatever the final score
      if (n.payload.early_payout)
        return {
          title: t('early_payout.notification.title'),
          body: t('early_payout.notification.body', values),
        }
      return {
        title: t(`notifications.bet_settled.${o}.title`),
        body: t(`notifications.bet_settled.${o}.body`, values),
      }
    }
    case 'cashout_done': {
      // `auto`: paid by the bettor's auto cash-out rule (issue #30), not by a request of theirs
      const auto = n.payload.auto ? 'auto_' : ''
      return {
        title: t(`notifications.cashout_done.${auto}title`),
        body: t(`notifications.cashout_done.${auto}${n.payload.full ? 'full' : 'partial'}`, {
          amount: money(n.payload.amount, intl),
        }),
      }
    }
    case 'cashout_alert':
      return {
        title: t('notifications.cashout_alert.title'),
        body: t('notifications.cashout_alert.body', {
          threshold: money(n.payload.threshold, intl),
          offer: money(n.payload.offer, intl),
        }),
      }
    case 'leg_paid_early':
      return {
        title: t('early_payout.notification.leg_title'),
        body: t('early_payout.notification.leg_body', {
          match: n.payload.match_name,
          home: String(n.payload.home),
          away: String(n.payload.away),
        }),
      }
    case 'deposit_credited':
      return {
        title: t('notifications.deposit_credited.title'),
        body: t('notifications.deposit_credited.body', {
          amount: money(n.payload.amount, intl),
          balance: money(n.payload.balance, intl),
        }),
      }
    case 'bonus_issued':
      return {
        title: t('notifications.bonus_issued.title'),
        body: t('notifications.bonus_issued.body', {
          name: n.payload.name ?? money(n.payload.amount, intl),
        }),
      }
    case 'limit_reached':
      return { title: t('notifications.limit_reached.title'), body: t('notifications.limit_reached.body') }
    case 'jackpot_hit':
      return {
        title: t('notifications.jackpot_hit.title'),
        body: t('notifications.jackpot_hit.body', {
          level: n.payload.level_name,
          jackpot: n.payload.jackpot_name,
          amount: money(n.payload.amount, intl),
        }),
      }
  }
}

export function NotificationItem({ notification: n }: { notification: Notification }) {
  const intl = useIntl()
  const { title, body } = notificationText(n, intl)
  return (
    <li className="flex gap-2 border-b border-line px-3 py-2.5 last:border-b-0">
      <span
        aria-hidden
        className={`mt-1.5 size-2 shrink-0 rounded-full ${n.read ? 'bg-transparent' : 'bg-brand'}`}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">
          {title}
          {!n.read && (
            <span className="sr-only"> ({intl.formatMessage({ id: 'notifications.unread' })})</span>
          )}
        </p>
        <p className="text-sm text-muted">{body}</p>
        <time dateTime={n.created_at} className="text-xs text-muted">
          {intl.formatDate(n.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </div>
    </li>
  )
}
