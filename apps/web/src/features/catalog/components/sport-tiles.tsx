import type { ReactNode } from 'react'
import { paths } from '~/config/paths.ts'
import { AppLink } from '~/components/ui/app-link.tsx'
import { Skeleton } from '~/components/ui/skeleton.tsx'
import { useRovingFocus } from '~/hooks/use-roving-focus.ts'
import { SportIcon } from '~/components/ui/sport-icon.tsx'
import { useSports } from '../api/get-sports.ts'

const LISTS = {
  Slider: 'flex gap-2 overflow-x-auto pb-1',
  Tile: 'grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6',
  Default: 'flex flex-wrap gap-2',
  Narrow: 'flex flex-col gap-1',
} as const

/** Every sport with its icon as chips, tiles or a list (spec §2 sportList widget and layout kinds). */
export function SportTiles({ title, layout }: { title?: ReactNode; layout: keyof typeof LISTS }) {
  const { data, isPending } = useSports()
  const tile = layout === 'Tile'
  // One Tab stop for the strip (arrow keys walk it), so a keyboard reaches the prices below quickly.
  const strip = useRovingFocus<HTMLUListElement>()
  return (
    <section className="flex flex-col gap-2">
      {title && <h2 className="px-1 text-base font-bold">{title}</h2>}
      <ul ref={strip} className={LISTS[layout]}>
        {isPending && Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-10 w-24" />)}
        {data?.map((s) => (
          <li key={s.id} className="shrink-0">
            <AppLink
              to={paths.sport(s.key)}
              className={`flex items-center gap-2 rounded-md border border-line bg-surface px-3 py-2 font-semibold whitespace-nowrap hover:bg-raised ${tile ? 'flex-col text-center' : ''}`}
            >
              <SportIcon sportKey={s.key} className="size-5 text-brand" />
              {s.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
