import { BettingTerms } from '~/components/terms/betting-terms.tsx'
import { BrandContentPage } from '~/widgets/brand-page.tsx'

/** The operator's general rules (spec §2), then the terms of our betting features (issue #30). */
export default function GeneralRules() {
  return (
    <div className="flex flex-col gap-4">
      <BrandContentPage content="general_rules" titleId="brand.page.general_rules" />
      <BettingTerms />
    </div>
  )
}
