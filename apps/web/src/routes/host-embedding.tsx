import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { openModal } from '~/lib/modal/modal-store.ts'
import { useChangeCurrency } from '~/features/account/hooks/use-change-currency.ts'
import { restoreShared } from '~/features/bet-slip/hooks/use-share-link.ts'
import { isFramed, isMobileApp } from '~/lib/embed/embed-mode.ts'

// Only a framed page (or the mobile app) downloads the bridge; standalone visitors never do.
const HostIntegration = lazy(() => import('~/components/embed/host-integration.tsx'))

/** The root's embedding slot: composes the bridge with the slip (bet codes) and account (currency). */
export function HostEmbedding() {
  const [embedded, setEmbedded] = useState(false)
  useEffect(() => setEmbedded(isFramed() || isMobileApp()), [])
  const changeCurrency = useChangeCurrency()
  const applyBetCode = useCallback((code: string) => {
    void restoreShared(code).then((failure) => {
      if (failure) openModal('share-bet-not-found', { params: { reason: failure } })
    })
  }, [])
  const onChangeCurrency = useCallback(
    (c: string) => void changeCurrency(c).catch(() => {}),
    [changeCurrency],
  )
  if (!embedded) return null
  return (
    <Suspense fallback={null}>
      <HostIntegration onApplyBetCode={applyBetCode} onChangeCurrency={onChangeCurrency} />
    </Suspense>
  )
}
