import { useEffect } from 'react'
import { useOpenModal } from '~/components/modal/modal-store.ts'
import type { HostBridge } from '~/lib/embed/host-bridge.ts'
import { throttle } from '~/lib/embed/throttle.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { useSlipUi } from '~/lib/slip/slip-ui.ts'
import { useSelectionCount } from '~/lib/slip/use-slip.ts'

/** Spec §9: resize notifications at most every 100 ms. */
export const PAGE_SIZE_THROTTLE_MS = 100

/** Everything the sportsbook tells its host: page, size, modal, slip, balance and currency changes. */
export function useHostReports(bridge: HostBridge, pathname: string, locale: string): void {
  useEffect(() => {
    bridge.post('page-loaded', { path: pathname, locale })
  }, [bridge, pathname, locale])

  useEffect(() => {
    const root = document.documentElement
    const report = throttle(() => {
      bridge.post('page-size-changed', {
        width: Math.round(root.scrollWidth),
        height: Math.round(document.body.scrollHeight),
      })
    }, PAGE_SIZE_THROTTLE_MS)
    const observer = new ResizeObserver(() => report())
    observer.observe(document.body)
    report()
    return () => {
      observer.disconnect()
      report.cancel()
    }
  }, [bridge])

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
