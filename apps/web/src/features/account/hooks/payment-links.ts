import { createPath, useLocation } from 'react-router'
import { publicEnv } from '~/config/public-env.ts'
import {
  linkTarget,
  platformUrl,
  resolveDeposit,
  withReturnUrl,
  type PlatformPage,
} from '../payment-links.ts'

export interface PaymentLink {
  readonly href: string
  readonly target: '_top' | undefined
}

const inBrowser = () => typeof window !== 'undefined'

// Comparing frames can throw in odd embedding sandboxes; treat that as framed, the safer reading.
function framed(): boolean {
  if (!inBrowser()) return false
  try {
    return window.self !== window.top
  } catch {
    return true
  }
}

/**
 * Deposit for the current page (spec §2): a link to the operator's cashier carrying this page as
 * its return URL, or null in the reference setup, where Deposit opens the development modal.
 */
export function useDepositLink(): PaymentLink | null {
  const location = useLocation()
  const target = resolveDeposit(publicEnv(), inBrowser() ? window.location.host : '')
  if (target.kind === 'dev-modal') return null
  const here = inBrowser() ? new URL(createPath(location), window.location.origin).href : null
  return { href: here ? withReturnUrl(target.url, here) : target.url, target: linkTarget(framed()) }
}

/** Terms, transaction history and support on the platform; empty when no platform is configured. */
export function usePlatformLinks(): { page: PlatformPage; link: PaymentLink }[] {
  const env = publicEnv()
  const pages: PlatformPage[] = ['transactions', 'terms', 'support']
  return pages.flatMap((page) => {
    const href = platformUrl(env, page)
    return href ? [{ page, link: { href, target: linkTarget(framed()) } }] : []
  })
}
