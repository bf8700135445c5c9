import { FormattedMessage, useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { AppLink } from '~/components/ui/app-link.tsx'
import { Skeleton } from '~/components/ui/skeleton.tsx'
import { useCategories } from '../api/get-categories.ts'

/** A sport's countries/regions as chips, so a bettor can narrow a long sport page quickly. */
export function CategoryList({ sportKey }: { sportKey: string }) {
  const intl = useIntl()
  const { data, isPending } = useCategories(sportKey)
  if (data?.length === 0) return null
  return (
    <section className="flex flex-col gap-2">
      <h2 className="px-1 text-base font-bold">
        <FormattedMessage id="catalog.categories" />
      </h2>
      <ul className="flex flex-wrap gap-1.5">
        {isPending &&
          Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-8 w-24" />
            </li>
          ))}
        {data?.map((c) => (
          <li key={c.id}>
            <AppLink
              to={paths.category(sportKey, c.slug)}
              className="flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1.5 text-sm hover:bg-raised"
            >
              <span>{c.name}</span>
              <span className="text-xs text-muted tabular-nums">
                {intl.formatMessage({ id: 'catalog.leagues_count' }, { count: c.tournaments_count })}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
