import { NotOffered, NothingOffered } from '~/components/layout/not-offered.tsx'
import { PageHeading } from '~/components/layout/page-heading.tsx'
import { useSports } from '~/features/catalog/api/get-sports.ts'
import { MatchesSection } from '~/features/catalog/components/matches-section.tsx'
import { listings } from '~/features/catalog/filters.ts'
import { useBrand } from '~/lib/brand/brand-context.ts'
import { RACING_SPORT_KEY as RACING_SPORT } from '~/lib/brand/product-offers.ts'

/** Spec §2 horse racing, behind the isHorseRacingEnabled flag: the races on offer, if any. */
export default function Racing() {
  const brand = useBrand()
  const { data: sports } = useSports()
  const offered = sports?.some((s) => s.key === RACING_SPORT)
  return (
    <div className="flex flex-col gap-4">
      <PageHeading id="brand.page.horse_racing" />
      {!brand?.features.horse_racing ? (
        <NotOffered pageId="brand.page.horse_racing" />
      ) : offered ? (
        <MatchesSection filters={listings.sportUpcoming(RACING_SPORT)} />
      ) : (
        <NothingOffered />
      )}
    </div>
  )
}
