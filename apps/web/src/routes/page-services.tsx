// What the root route runs around every page but never draws on its first paint: the account and
// safer-gambling dialogs, connection and payment alerts, the player's private live channel, toasts,
// jackpot hits, host embedding, consent and error reporting. One chunk loaded after the page's first
// script (route budgets, docs/performance.md), rendered by root.tsx through React.lazy inside
// <Suspense> like the slip panel: the server sends the same markup (the alert and toast regions), the
// browser hydrates it when the chunk arrives.
import { AlertRegion } from '~/components/alerts/alert-region.tsx'
import { ConnectionAlert } from '~/components/alerts/connection-alert.tsx'
import { ConsentRoot } from '~/components/consent/consent-root.tsx'
import { UserGroupCheck } from '~/components/embed/user-group-check.tsx'
import { ErrorReporting } from '~/components/errors/error-reporting.tsx'
import { ToastRegion } from '~/components/toasts/toast-region.tsx'
import { AccountModals } from '~/features/account/components/account-modals.tsx'
import { PaymentReturnAlert } from '~/features/account/components/payment-return-alert.tsx'
import { ShareBetNotFound } from '~/features/bet-slip/components/share-bet-not-found.tsx'
import { JackpotHitsRoot } from '~/features/jackpots/components/jackpot-hits-root.tsx'
import { SaferGambling } from '~/features/limits/components/safer-gambling.tsx'
import { usePrivateLive } from '~/hooks/use-private-live.ts'
import { HostEmbedding } from './host-embedding.tsx'

/** The signed-in player's balance, bets and cash-out offers over their private channel. */
function PrivateLive() {
  usePrivateLive()
  return null
}

export function PageServices() {
  return (
    <>
      <AccountModals />
      <SaferGambling />
      <ShareBetNotFound />
      <ConnectionAlert />
      <PrivateLive />
      <AlertRegion />
      <ToastRegion />
      <JackpotHitsRoot />
      <PaymentReturnAlert />
      <HostEmbedding />
      <UserGroupCheck />
      <ConsentRoot />
      <ErrorReporting />
    </>
  )
}
