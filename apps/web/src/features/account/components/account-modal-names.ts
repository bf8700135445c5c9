import type { ModalName } from '~/lib/modal/modal-store.ts'

/** The modals this feature renders; others (share-bet-not-found) belong to their own feature. */
export const ACCOUNT_MODALS: readonly ModalName[] = [
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
]
