import { FormattedMessage, useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { AppLink } from '../ui/app-link.tsx'

/** A page the operator switched off (spec §3 settings flags): said plainly, with a way back. */
export function NotOffered({ pageId }: { pageId: string }) {
  const intl = useIntl()
  return (
    <section className="flex flex-col items-start gap-3 rounded-md bg-surface p-6">
      <h2 className="text-lg font-bold">
        <FormattedMessage id="brand.not_offered.title" />
      </h2>
      <p className="text-muted">
        <FormattedMessage id="brand.not_offered.body" values={{ page: intl.formatMessage({ id: pageId }) }} />
      </p>
      <AppLink to={paths.home()} className="rounded-md bg-brand px-4 py-2 font-semibold text-on-brand">
        <FormattedMessage id="brand.back_to_sports" />
      </AppLink>
    </section>
  )
}

/** An offered page with nothing in it right now. */
export function NothingOffered() {
  return (
    <p className="rounded-md bg-surface px-4 py-8 text-center text-muted">
      <FormattedMessage id="brand.offer.empty" />
    </p>
  )
}
