import { PAYMENT_STATUSES, type PaymentStatus } from '@sportsbook/contract'
import { alerts, type AlertTone } from '~/components/alerts/alert-store.ts'

/** Spec §8: payment notifications appear as alerts of type success, warning or error. */
export const PAYMENT_ALERT_TYPE = { success: 'success', pending: 'warning', error: 'error' } as const

/** The alert for a payment's status (return URL or widget result). */
export function paymentAlert(status: PaymentStatus): {
  tone: AlertTone
  titleId: string
  descriptionId: string
} {
  return {
    tone: PAYMENT_ALERT_TYPE[status],
    titleId: `payment.${status}.title`,
    descriptionId: `payment.${status}.description`,
  }
}

/** Shows it in the page's one alert slot: it replaces whatever alert is up (spec §4). */
export const showPaymentAlert = (status: PaymentStatus) => alerts.show('payment', paymentAlert(status))

/**
 * The status a widget reported (another party's script, so checked). Anything unreadable counts as
 * pending: money may have moved, so the player is told to wait for the balance rather than retry.
 */
export function widgetStatus(result: unknown): PaymentStatus {
  const status =
    typeof result === 'object' && result !== null ? (result as { status?: unknown }).status : null
  return PAYMENT_STATUSES.find((s) => s === status) ?? 'pending'
}
