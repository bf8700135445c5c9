import { redirect } from 'react-router'
import { hasLocaleSegment, href, localeFromPathname } from '~/config/paths.ts'
import type { Route } from './+types/auth-modal'

/** Auth paths of spec §2 → the modal each opens. */
const MODAL_BY_PATH: Record<string, string> = {
  'sign-in': 'sign-in',
  'sign-up': 'sign-up',
  'password/new': 'password-new',
  'password/edit': 'password-edit',
  confirmation: 'confirmation',
  unlock: 'unlock',
}
const TOKENS = ['reset_password_token', 'confirmation_token', 'unlock_token']

/**
 * /sports/users/sign-in and friends are links in emails and on other sites: they land on the
 * sports home with `?modal=`, which opens the modal and then leaves the URL (spec §2).
 */
export function authModalTarget(url: URL): string {
  const rest = url.pathname.replace(/\/$/, '').split('/users/')[1] ?? ''
  const query = new URLSearchParams({ modal: MODAL_BY_PATH[rest] ?? 'sign-in' })
  for (const key of TOKENS) {
    const value = url.searchParams.get(key)
    if (value) query.set(key, value)
  }
  return `${href('/', localeFromPathname(url.pathname), hasLocaleSegment(url.pathname))}?${query.toString()}`
}

export const loader = ({ request }: Route.LoaderArgs) => redirect(authModalTarget(new URL(request.url)))
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  redirect(authModalTarget(new URL(request.url)))

export default function AuthModal() {
  return null
}
