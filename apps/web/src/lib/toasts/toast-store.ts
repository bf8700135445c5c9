/**
 * Toasts (spec §9): short confirmations, top-right, each closing itself after TOAST_AUTO_CLOSE_MS.
 * Unlike the one alert slot, toasts stack (newest first, at most MAX_TOASTS).
 */
export const TOAST_AUTO_CLOSE_MS = 5_000
export const MAX_TOASTS = 3

export interface Toast {
  readonly id: number
  /** i18n key of the message; `values` are already formatted (money, names). */
  readonly messageId: string
  readonly values: Readonly<Record<string, string>>
}

type Listener = () => void

export class ToastStore {
  private list: readonly Toast[] = []
  private nextId = 1
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>()
  private readonly listeners = new Set<Listener>()

  get = (): readonly Toast[] => this.list

  subscribe = (l: Listener): (() => void) => {
    this.listeners.add(l)
    return () => this.listeners.delete(l)
  }

  show(messageId: string, values: Record<string, string> = {}): Toast {
    const toast: Toast = { id: this.nextId++, messageId, values }
    for (const old of this.list.slice(MAX_TOASTS - 1)) clearTimeout(this.timers.get(old.id))
    this.list = [toast, ...this.list.slice(0, MAX_TOASTS - 1)]
    this.timers.set(
      toast.id,
      setTimeout(() => this.dismiss(toast.id), TOAST_AUTO_CLOSE_MS),
    )
    this.emit()
    return toast
  }

  dismiss(id: number): void {
    clearTimeout(this.timers.get(id))
    this.timers.delete(id)
    if (!this.list.some((t) => t.id === id)) return
    this.list = this.list.filter((t) => t.id !== id)
    this.emit()
  }

  private emit() {
    for (const l of this.listeners) l()
  }
}

export const toasts = new ToastStore()
