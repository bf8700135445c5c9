import { useEffect } from 'react'
import { useOpenModal } from '~/lib/modal/modal-store.ts'
import type { HostBridge } from '~/lib/embed/host-bridge.ts'
import { observePageSize } from '~/lib/embed/page-size.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { useSlipUi } from '~/lib/slip/slip-ui.ts'
import { useSelectionCount } from '~/lib/slip/use-slip.ts'

/** Everything the sportsbook tells its host: page, size, modal, slip, balance and currency changes. */
export function useHostReports(bridge: HostBridge, pathname: string, locale: string): void {
  useEffect(() => {
    bridge.post('page-loaded', { path: pathname, locale })
  }, [bridge, pathname, locale])

  // The frame follows the content both ways (lib/embed/page-size.ts).
  useEffect(() => observePageSize((size) => bridge.post('page-size-changed', size)), [bridge])

  const modal = useOpenModal()?.name ?? null
  useEffect(() => {
    bridge.post('notify-modal-triggered', { modal })
  }, [bridge, modal])

  const selections = useSelectionCount()
  const { open } = useSlipUi()
  useEffect(() => {
    bridge.post('bet-slip-state-changed', { selections, open })
  }, [bridge, selections, open])

  const session = useSession()
  const amount = session.balance?.amount
  const currency = session.player ? session.currency.code : null
  useEffect(() => {
    if (amount !== undefined && currency) bridge.post('balance-changed', { amount: Number(amount), currency })
  }, [bridge, amount, currency])
  useEffect(() => {
    if (currency) bridge.post('notify-currency-changed', { currency })
  }, [bridge, currency])
}
