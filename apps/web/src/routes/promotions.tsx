import { lazy, Suspense } from 'react'
import { PageTitle } from '~/components/layout/page-title.tsx'
import { PromotionsPage } from '~/features/bonuses/components/promotions-page.tsx'

// Below the campaigns: its code loads after the first paint.
const JackpotsSection = lazy(() => import('~/features/jackpots/components/jackpots-section.tsx'))

/** /promotions (spec §2): campaigns, terms and the promo code field, then the jackpots; data loads in the browser. */
export default function Promotions() {
  return (
    <>
      <PageTitle id="page_title.promotions" />
      <PromotionsPage />
      <Suspense fallback={null}>
        <div className="mt-6">
          <JackpotsSection />
        </div>
      </Suspense>
    </>
  )
}
