import type { Brand } from '@sportsbook/contract'
import { localized } from '@sportsbook/domain'
import { PageHeading } from '~/components/layout/page-heading.tsx'
import { RichText } from '~/components/ui/rich-text.tsx'
import { useLocale } from '~/hooks/use-locale.ts'
import { useBrand } from '~/lib/brand/brand-context.ts'
import { WidgetArea } from './widget-area.tsx'

type Composable = keyof Brand['pages']

/** The widgets a brand adds to one of its pages (nothing when it adds none). */
export function PageWidgets({ page }: { page: Composable }) {
  const widgets = useBrand()?.pages[page]
  return widgets?.length ? <WidgetArea widgets={widgets} /> : null
}

/** About and general rules (spec §2): the brand's rich text (sanitized), then its widgets for the page. */
export function BrandContentPage({
  content,
  titleId,
}: {
  content: 'about' | 'general_rules'
  titleId: string
}) {
  const brand = useBrand()
  const locale = useLocale()
  const html = brand ? localized(brand.content[content], locale) : ''
  return (
    <div className="flex flex-col gap-4">
      <PageHeading id={titleId} />
      {html && (
        <article className="rounded-md bg-surface p-5">
          <RichText html={html} />
        </article>
      )}
      <PageWidgets page={content} />
    </div>
  )
}
