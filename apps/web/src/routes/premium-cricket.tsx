import { NotOffered } from '~/components/layout/not-offered.tsx'
import { PageHeading } from '~/components/layout/page-heading.tsx'
import { MatchesSection } from '~/features/catalog/components/matches-section.tsx'
import { listings } from '~/features/catalog/filters.ts'
import { useBrand } from '~/lib/brand/brand-context.ts'

/** Spec §2 premium cricket (bet category premium_cricket), behind the isPremiumCricketEnabled flag. */
export default function PremiumCricket() {
  const brand = useBrand()
  return (
    <div className="flex flex-col gap-4">
      <PageHeading id="brand.page.premium_cricket" />
      {brand?.features.premium_cricket ? (
        <MatchesSection filters={listings.premiumCricket()} />
      ) : (
        <NotOffered pageId="brand.page.premium_cricket" />
      )}
    </div>
  )
}
