import { PageTitle } from '~/components/layout/page-title.tsx'
import { PromotionsPage } from '~/features/bonuses/components/promotions-page.tsx'
import { JackpotsBlock } from '~/features/jackpots/components/jackpots-block.tsx'

/** /promotions (spec §2): campaigns, terms and the promo code field, then the jackpots; data loads in the browser. */
export default function Promotions() {
  return (
    <>
      <PageTitle id="page_title.promotions" />
      <PromotionsPage />
      <JackpotsBlock />
    </>
  )
}
