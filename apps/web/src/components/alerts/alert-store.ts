import { createStore } from '~/lib/create-store.ts'

/**
 * The one alert on screen (spec §4: a new alert replaces the existing). Alerts close themselves
 * after ALERT_AUTO_CLOSE_MS (spec §9) unless sticky, like the connection-error alert, which stays
 * until the condition that raised it is gone.
 */
export const ALERT_AUTO_CLOSE_MS = 5_000

export type AlertKind = 'default' | 'connection_error' | 'payment'
/** Spec §8 alert types; each has its own icon shape, so the type is never told by colour alone. */
export type AlertTone = 'success' | 'warning' | 'error'

export interface Alert {
  readonly id: number
  readonly kind: AlertKind
  readonly tone: AlertTone
  /** i18n keys; by default `alert.<kind>.title` / `.description` (`alert.default.*`, `alert.connection_error.*`). */
  readonly titleId: string
  readonly descriptionId: string
  readonly sticky: boolean
}

export class AlertStore {
  private readonly current = createStore<Alert | null>(null)
  private nextId = 1
  private timer: ReturnType<typeof setTimeout> | undefined

  readonly get = this.current.get
  readonly subscribe = this.current.subscribe
  readonly getServerSnapshot = this.current.getServerSnapshot

  show(
    kind: AlertKind,
    opts: { sticky?: boolean; tone?: AlertTone; titleId?: string; descriptionId?: string } = {},
  ): Alert {
    clearTimeout(this.timer)
    const alert: Alert = {
      id: this.nextId++,
      kind,
      tone: opts.tone ?? 'error',
      titleId: opts.titleId ?? `alert.${kind}.title`,
      descriptionId: opts.descriptionId ?? `alert.${kind}.description`,
      sticky: opts.sticky ?? false,
    }
    this.current.set(alert)
    if (!alert.sticky) this.timer = setTimeout(() => this.dismiss(alert.id), ALERT_AUTO_CLOSE_MS)
    return alert
  }

  /** Closes the alert if it is still the one on screen (a newer one may have replaced it). */
  dismiss(id: number): void {
    if (this.get()?.id !== id) return
    clearTimeout(this.timer)
    this.current.set(null)
  }

  /** Closes the alert of a kind, e.g. the connection error once back online. */
  dismissKind(kind: AlertKind): void {
    const current = this.get()
    if (current?.kind === kind) this.dismiss(current.id)
  }
}

/** The page's alert slot. */
export const alerts = new AlertStore()
