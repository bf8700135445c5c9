import { createPath, useLocation } from 'react-router'
import { publicEnv } from '~/config/public-env.ts'
import { hostDelegates } from '~/lib/embed/active-bridge.ts'
import { closeModal, openModal } from '~/lib/modal/modal-store.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { depositRoute } from './availability.ts'
import { useDepositFields } from './deposit-fields.ts'
import { framed } from './framed.ts'
import { linkTarget, withReturnUrl } from './payment-links.ts'

/** What a Deposit control does here: open a dialog, follow a cashier link, or nothing to show. */
export type DepositAction =
  | { readonly kind: 'modal'; readonly name: 'quick-deposit' | 'iframe-deposit' | 'deposit' }
  | { readonly kind: 'link'; readonly href: string; readonly target: '_top' | undefined }
  /** Spec §5: the operator's required details the player lacks come first, then `then`. */
  | { readonly kind: 'modal'; readonly name: 'deposit-fields'; readonly then: DepositAction }

/**
 * Deposit for the current page (spec §2), the header's and the slip's alike (`depositRoute`): a
 * cashier link carries this page as its return URL (the whole window when framed). Without a cashier
 * a host listening for `deposit` takes it (the modal store hands it over); otherwise null: the control
 * is not shown, never a route that does not exist in production.
 */
export function useDeposit(from: 'header' | 'slip', brandQuickDeposit = false): DepositAction | null {
  const { missing, known } = useDepositFields(useSession().player?.id ?? null)
  const action = useDepositRoute(from, brandQuickDeposit)
  // A host that takes `deposit` runs its own cashier and its own checks.
  if (!action || hostDelegates('deposit')) return action
  // Not known yet (a Deposit pressed as the page loads): our own dialogs go through the details step,
  // which asks, or goes straight on when nothing is missing. A cashier link stays a link meanwhile
  // (no button flickering into a link on every page load); the operator's cashier checks its own.
  const ask = missing.length > 0 || (!known && action.kind === 'modal')
  return ask ? { kind: 'modal', name: 'deposit-fields', then: action } : action
}

/**
 * Opens a Deposit action's dialog (params such as the slip's `stake` pass on); after the missing
 * deposit fields are saved the deposit itself follows: its dialog, or its cashier page.
 */
export function startDeposit(action: DepositAction, params: Record<string, string> = {}): void {
  if (action.kind === 'link') {
    closeModal()
    window.open(action.href, action.target ?? '_self')
  } else if (action.name === 'deposit-fields') {
    const next = action.then
    openModal(action.name, { params, onSuccess: () => startDeposit(next, params) })
  } else openModal(action.name, { params })
}

function useDepositRoute(from: 'header' | 'slip', brandQuickDeposit: boolean): DepositAction | null {
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
