import type { ModalName } from '~/lib/modal/modal-store.ts'

/** URL spellings (hash `#sign-in` or `?modal=sign-in`) of the modals spec §2 lets a link open. */
export const URL_MODALS: Readonly<Record<string, ModalName>> = {
  'sign-in': 'sign-in',
  'sign-up': 'sign-up',
  confirmation: 'confirmation',
  'password-edit': 'password-edit',
  'edit-password': 'password-edit',
  'password-new': 'password-new',
  'new-password': 'password-new',
  'forgot-password': 'password-new',
  unlock: 'unlock',
}

/** Query parameters a modal reads; they leave the URL with it so tokens do not linger in history. */
export const MODAL_PARAMS = ['reset_password_token', 'confirmation_token', 'unlock_token'] as const

export interface UrlModal {
  readonly name: ModalName
  readonly params: Record<string, string>
  /** The same URL without the modal hash, the modal query and its token parameters. */
  readonly cleanUrl: string
}

/** The modal a URL asks for (hash first, then `?modal=`), or null when it names none. */
export function modalFromUrl(pathname: string, search: string, hash: string): UrlModal | null {
  const query = new URLSearchParams(search)
  const fromHash = URL_MODALS[decodeURIComponent(hash.replace(/^#/, ''))]
  const fromQuery = URL_MODALS[query.get('modal') ?? '']
  const name = fromHash ?? fromQuery
  if (!name) return null
  const params: Record<string, string> = {}
  for (const key of MODAL_PARAMS) {
    const value = query.get(key)
    if (value) params[key] = value
    query.delete(key)
  }
  if (fromQuery) query.delete('modal')
  const qs = query.toString()
  const keepHash = fromHash ? '' : hash
  return { name, params, cleanUrl: `${pathname}${qs ? `?${qs}` : ''}${keepHash}` }
}
