import { useSyncExternalStore } from 'react'
import { delegateToHost } from '~/lib/embed/active-bridge.ts'

/** Every modal the app opens by name (spec §2); the host component renders the matching form. */
export const MODAL_NAMES = [
  'sign-in',
  'sign-up',
  'confirmation',
  'resend-confirmation',
  'password-new',
  'password-edit',
  'unlock',
  'deposit',
  'share-bet-not-found',
] as const
export type ModalName = (typeof MODAL_NAMES)[number]

export const isModalName = (v: string): v is ModalName => (MODAL_NAMES as readonly string[]).includes(v)

export interface OpenModal {
  readonly name: ModalName
  /** Tokens and reasons the modal reads (reset_password_token, confirmation_token, reason …). */
  readonly params: Readonly<Record<string, string>>
  /** Runs after the modal's action succeeds, e.g. resuming what needed sign-in (spec §4). */
  readonly onSuccess?: () => void
}

let current: OpenModal | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

/** Opens a modal, replacing any open one (one modal at a time, like the alert rule of spec §4). */
export function openModal(
  name: ModalName,
  opts: { params?: Record<string, string>; onSuccess?: () => void } = {},
): void {
  // Embedded with host listeners (spec §5): the operator's own sign-in, sign-up and cashier take over.
  if ((name === 'sign-in' || name === 'sign-up' || name === 'deposit') && delegateToHost(name)) return
  current = { name, params: opts.params ?? {}, ...(opts.onSuccess ? { onSuccess: opts.onSuccess } : {}) }
  emit()
}

export function closeModal(): void {
  if (current === null) return
  current = null
  emit()
}

/** Closes the modal and runs its success callback, if any. */
export function completeModal(): void {
  const done = current?.onSuccess
  closeModal()
  done?.()
}

export const getOpenModal = (): OpenModal | null => current

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

/** The open modal, or null; SSR never has one. */
export const useOpenModal = (): OpenModal | null => useSyncExternalStore(subscribe, getOpenModal, () => null)
