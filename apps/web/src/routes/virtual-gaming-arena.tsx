import { NotOffered } from '~/components/layout/not-offered.tsx'
import { PageHeading } from '~/components/layout/page-heading.tsx'
import { ArenaFrame } from '~/features/arena/components/arena-frame.tsx'
import { useBrand } from '~/lib/brand/brand-context.ts'

/** Spec §2 virtual gaming arena, behind the isVirtualGamingArenaEnabled flag. */
export default function VirtualGamingArena() {
  const brand = useBrand()
  return (
    <div className="flex flex-col gap-4">
      <PageHeading id="brand.page.virtual_gaming_arena" />
      {brand?.features.virtual_gaming_arena ? (
        <ArenaFrame />
      ) : (
        <NotOffered pageId="brand.page.virtual_gaming_arena" />
      )}
    </div>
  )
}
