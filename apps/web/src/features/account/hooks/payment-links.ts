import { publicEnv } from '~/config/public-env.ts'
import { framed } from '~/lib/payments/framed.ts'
import { linkTarget, platformUrl, type PlatformPage } from '~/lib/payments/payment-links.ts'

export interface PaymentLink {
  readonly href: string
  readonly target: '_top' | undefined
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
