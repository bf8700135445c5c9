import { createStore, useStore } from '~/lib/create-store.ts'
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
  'iframe-deposit',
  'quick-deposit',
  'deposit-fields',
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

/** Open modals, bottom first; the last one is on top and has focus (spec §9 modal stack). */
const stack = createStore<readonly OpenModal[]>([])

const entry = (
  name: ModalName,
  opts: { params?: Record<string, string>; onSuccess?: () => void },
): OpenModal => ({
  name,
  params: opts.params ?? {},
  ...(opts.onSuccess ? { onSuccess: opts.onSuccess } : {}),
})

/** Every deposit dialog is the host's `deposit` when the host listens for it. */
const HOST_ACTION: Partial<Record<ModalName, 'sign-in' | 'sign-up' | 'deposit'>> = {
  'sign-in': 'sign-in',
  'sign-up': 'sign-up',
  deposit: 'deposit',
  'iframe-deposit': 'deposit',
  'quick-deposit': 'deposit',
  'deposit-fields': 'deposit',
}

/** Embedded with host listeners (spec §5): the operator's own sign-in, sign-up and cashier take over. */
const delegated = (name: ModalName): boolean => {
  const action = HOST_ACTION[name]
  return action !== undefined && delegateToHost(action)
}

/**
 * Opens a modal in place of the top one (or as the first): the next step of the same flow, like
 * "Forgot password?" from sign-in, where going back is not expected.
 */
export function openModal(
  name: ModalName,
  opts: { params?: Record<string, string>; onSuccess?: () => void } = {},
): void {
  if (delegated(name)) return
  stack.set((s) => [...s.slice(0, -1), entry(name, opts)])
}

/**
 * Opens a modal over the open ones (spec §9 modal stack): closing it shows the one below again, as
 * when an expired session asks for sign-in in the middle of a deposit.
 */
export function stackModal(
  name: ModalName,
  opts: { params?: Record<string, string>; onSuccess?: () => void } = {},
): void {
  if (delegated(name)) return
  stack.set((s) => [...s, entry(name, opts)])
}

/** Closes the top modal; the one below, if any, is back on top. */
export function closeModal(): void {
  stack.set((s) => (s.length === 0 ? s : s.slice(0, -1)))
}

/** Closes the top modal and runs its success callback, if any. */
export function completeModal(): void {
  const done = getOpenModal()?.onSuccess
  closeModal()
  done?.()
}

/** The top modal, or null. */
const top = (s: readonly OpenModal[]): OpenModal | null => s.at(-1) ?? null
export const getOpenModal = (): OpenModal | null => top(stack.get())
export const getModalStack = (): readonly OpenModal[] => stack.get()

/** The top modal, or null; SSR never has one. */
export const useOpenModal = (): OpenModal | null => useStore(stack, top)

/** Every open modal, bottom first; SSR never has one. */
export const useModalStack = (): readonly OpenModal[] => useStore(stack)
