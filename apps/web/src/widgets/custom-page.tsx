import type { Brand } from '@sportsbook/contract'
import { localized } from '@sportsbook/domain'
import { PageTitle } from '~/components/layout/page-title.tsx'
import { useLocale } from '~/hooks/use-locale.ts'
import { WidgetArea } from './widget-area.tsx'

/** A brand's own page (spec §2 custom pages): its title and its widgets. */
export function CustomPage({ page }: { page: Brand['custom_pages'][number] }) {
  const title = localized(page.title, useLocale())
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={title} />
      <h1 className="px-1 text-xl font-bold">{title}</h1>
      <WidgetArea widgets={page.widgets} />
    </div>
  )
}
