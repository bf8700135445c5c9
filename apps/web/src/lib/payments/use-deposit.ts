import { createPath, useLocation } from 'react-router'
import { publicEnv } from '~/config/public-env.ts'
import { hostDelegates } from '~/lib/embed/active-bridge.ts'
import { depositRoute } from './availability.ts'
import { framed } from './framed.ts'
import { linkTarget, withReturnUrl } from './payment-links.ts'

/** What a Deposit control does here: open a dialog, follow a cashier link, or nothing to show. */
export type DepositAction =
  | { readonly kind: 'modal'; readonly name: 'quick-deposit' | 'iframe-deposit' | 'deposit' }
  | { readonly kind: 'link'; readonly href: string; readonly target: '_top' | undefined }

/**
 * Deposit for the current page (spec §2), the header's and the slip's alike (`depositRoute`): a
 * cashier link carries this page as its return URL (the whole window when framed). Without a cashier
 * a host listening for `deposit` takes it (the modal store hands it over); otherwise null: the control
 * is not shown, never a route that does not exist in production.
 */
export function useDeposit(from: 'header' | 'slip', brandQuickDeposit = false): DepositAction | null {
  const location = useLocation()
  const browser = typeof window !== 'undefined'
  const route = depositRoute(publicEnv(), from, browser ? window.location.host : '', brandQuickDeposit)
  if (route.kind === 'modal') return route
  if (route.kind === 'link') {
    const here = browser ? new URL(createPath(location), window.location.origin).href : null
    return {
      kind: 'link',
      href: here ? withReturnUrl(route.url, here) : route.url,
      target: linkTarget(framed()),
    }
  }
  return hostDelegates('deposit') ? { kind: 'modal', name: 'deposit' } : null
}
