import { NotOffered, NothingOffered } from '~/components/layout/not-offered.tsx'
import { PageHeading } from '~/components/layout/page-heading.tsx'
import { useBrand } from '~/lib/brand/brand-context.ts'

/** Spec §2 lotteries, behind the isLotteryEnabled flag (the reference backend runs no draws). */
export default function Lotteries() {
  const brand = useBrand()
  return (
    <div className="flex flex-col gap-4">
      <PageHeading id="brand.page.lotteries" />
      {brand?.features.lotteries ? <NothingOffered /> : <NotOffered pageId="brand.page.lotteries" />}
    </div>
  )
}
