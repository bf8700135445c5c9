import { PAYMENT_STATUSES, type PaymentStatus } from '@sportsbook/contract'
import type { PublicEnv } from '~/config/public-env.ts'

/** Spec §2 payment links: paths on the operator's platform (casino) front end. */
export const PLATFORM_PATHS = {
  deposit: '/profile/wallet/deposit',
  terms: '/terms-and-conditions',
  transactions: '/profile/wallet/transactions',
  support: '/help-center',
} as const
export type PlatformPage = keyof typeof PLATFORM_PATHS

/** Query parameter of a deposit link naming where the platform sends the player back afterwards. */
export const PAYMENT_RETURN_PARAM = 'return_url'
/** Query parameter the platform adds to that return URL: spec §2 "success, error or pending". */
export const PAYMENT_STATUS_PARAM = 'payment_status'

/**
 * Where Deposit goes: an operator's cashier page, (reference setup) the development deposit modal,
 * or nowhere: a production deployment without a cashier shows no Deposit (never a dead route).
 */
export type DepositTarget =
  { readonly kind: 'link'; readonly url: string } | { readonly kind: 'dev-modal' } | { readonly kind: 'none' }

type LinkEnv = Pick<PublicEnv, 'platformOrigin' | 'depositUrls' | 'devDeposit'>

/** A platform page's URL, or null when no platform is configured (the link is then not shown). */
export function platformUrl(env: Pick<PublicEnv, 'platformOrigin'>, page: PlatformPage): string | null {
  return env.platformOrigin ? `${env.platformOrigin}${PLATFORM_PATHS[page]}` : null
}

/**
 * Spec §2: the mirror's own deposit URL for the host the sportsbook is served on, else the casino's
 * /profile/wallet/deposit, else the development deposit modal where it is served (`npm start` can
 * still fund a balance), else none.
 * `host` is `location.host` (a mapping may name a port); a mapping without one also matches.
 */
export function resolveDeposit(env: LinkEnv, host: string): DepositTarget {
  const h = host.toLowerCase()
  const mirror = env.depositUrls[h] ?? env.depositUrls[h.replace(/:\d+$/, '')]
  if (mirror) return { kind: 'link', url: mirror }
  const platform = platformUrl(env, 'deposit')
  if (platform) return { kind: 'link', url: platform }
  return env.devDeposit ? { kind: 'dev-modal' } : { kind: 'none' }
}

/** The page to come back to after paying, without an old payment status (so it is not shown twice). */
export function paymentReturnUrl(here: string): string {
  const back = new URL(here)
  back.searchParams.delete(PAYMENT_STATUS_PARAM)
  return back.href
}

/** The link with the page to come back to (spec §2 `return_url`). */
export function withReturnUrl(url: string, returnTo: string): string {
  const target = new URL(url)
  target.searchParams.set(PAYMENT_RETURN_PARAM, paymentReturnUrl(returnTo))
  return target.href
}

const isStatus = (v: string | null): v is PaymentStatus => PAYMENT_STATUSES.includes(v as PaymentStatus)

/**
 * The payment status a return URL carries and the same URL without it (it is shown once, then
 * removed like `?modal=`). An unknown value is removed too, without an alert.
 */
export function paymentStatusFromUrl(
  pathname: string,
  search: string,
  hash: string,
): { status: PaymentStatus | null; cleanUrl: string } | null {
  const query = new URLSearchParams(search)
  if (!query.has(PAYMENT_STATUS_PARAM)) return null
  const value = query.get(PAYMENT_STATUS_PARAM)
  query.delete(PAYMENT_STATUS_PARAM)
  const qs = query.toString()
  return { status: isStatus(value) ? value : null, cleanUrl: `${pathname}${qs ? `?${qs}` : ''}${hash}` }
}

/** Inside a frame, payment pages replace the host page (`_top`), never the sportsbook frame alone. */
export function linkTarget(framed: boolean): '_top' | undefined {
  return framed ? '_top' : undefined
}
