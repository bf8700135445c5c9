import { lazy, Suspense } from 'react'
import { useIntl } from 'react-intl'
import { startDeposit, useDeposit } from '~/lib/payments/use-deposit.ts'
import { openModal } from '~/lib/modal/modal-store.ts'
import { delegateToHost } from '~/lib/embed/active-bridge.ts'
import { useSession } from '~/lib/session/use-session.ts'

// Players' menus (react-aria Menu, Popover) load once someone is signed in, not for every visitor.
const AccountMenu = lazy(() => import('./account-menu.tsx').then((m) => ({ default: m.AccountMenu })))
const BalanceMenu = lazy(() => import('./balance-menu.tsx').then((m) => ({ default: m.BalanceMenu })))
const menuPlaceholder = <span aria-hidden className="h-8 w-36 animate-pulse rounded-md bg-raised" />

const outline =
  'whitespace-nowrap rounded-md border border-line px-2 py-1.5 text-sm font-semibold hover:bg-raised sm:px-3'
const solid =
  'whitespace-nowrap rounded-md bg-brand px-2 py-1.5 text-sm font-bold text-on-brand hover:bg-brand-strong sm:px-3'
// Below 24rem (a 320-383 px phone) Deposit shows "+" (named by its hidden word), so the balance
// beside it keeps its room.
const depositClass = `${solid} shrink-0`

/** Header actions (spec §2 labels): Sign In / Sign Up for visitors; balance, Deposit and the account menu for players. */
export function HeaderActions() {
  const intl = useIntl()
  const session = useSession()
  if (session.status === 'unknown' || session.status === 'pending') {
    return menuPlaceholder
  }
  if (!session.player) {
    return (
      <div className="flex items-center gap-1.5">
        <button type="button" className={outline} onClick={() => openModal('sign-in')}>
          {intl.formatMessage({ id: 'header.sign_in' })}
        </button>
        <button type="button" className={solid} onClick={() => openModal('sign-up')}>
          {intl.formatMessage({ id: 'header.sign_up' })}
        </button>
      </div>
    )
  }
  return (
    <div className="flex min-w-0 items-center gap-1 sm:gap-1.5">
      <Suspense fallback={menuPlaceholder}>
        <BalanceMenu session={session} />
      </Suspense>
      <DepositAction />
      <Suspense fallback={<span aria-hidden className="size-8 animate-pulse rounded-md bg-raised" />}>
        <AccountMenu player={session.player} />
      </Suspense>
    </div>
  )
}

/**
 * The platform's payment widget in a dialog (spec §2 iframe deposit, by feature flag), else the
 * operator's cashier in the same tab, else the development deposit modal where it is served; none
 * without a cashier (production). A host listening for `deposit` gets it instead in every case (the
 * modal store and the link's click hand it over).
 */
function DepositAction() {
  const intl = useIntl()
  const deposit = useDeposit('header')
  const text = intl.formatMessage({ id: 'header.deposit' })
  const label = (
    <>
      <span aria-hidden className="text-base leading-none min-[24rem]:hidden">
        +
      </span>
      <span className="max-[24rem]:sr-only">{text}</span>
    </>
  )
  if (!deposit) return null
  if (deposit.kind === 'modal') {
    return (
      <button type="button" className={depositClass} onClick={() => startDeposit(deposit)}>
        {label}
      </button>
    )
  }
  return (
    <a
      href={deposit.href}
      target={deposit.target}
      className={depositClass}
      onClick={(e) => {
        if (delegateToHost('deposit')) e.preventDefault()
      }}
    >
      {label}
    </a>
  )
}
