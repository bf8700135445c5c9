import { createStore } from '../create-store.ts'

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

export class ToastStore {
  private readonly list = createStore<readonly Toast[]>([])
  private nextId = 1
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>()

  readonly get = this.list.get
  readonly subscribe = this.list.subscribe
  readonly getServerSnapshot = this.list.getServerSnapshot

  show(messageId: string, values: Record<string, string> = {}): Toast {
    const toast: Toast = { id: this.nextId++, messageId, values }
    const list = this.get()
    for (const old of list.slice(MAX_TOASTS - 1)) clearTimeout(this.timers.get(old.id))
    this.list.set([toast, ...list.slice(0, MAX_TOASTS - 1)])
    this.timers.set(
      toast.id,
      setTimeout(() => this.dismiss(toast.id), TOAST_AUTO_CLOSE_MS),
    )
    return toast
  }

  dismiss(id: number): void {
    clearTimeout(this.timers.get(id))
    this.timers.delete(id)
    this.list.set((list) => (list.some((t) => t.id === id) ? list.filter((t) => t.id !== id) : list))
  }
}

export const toasts = new ToastStore()
