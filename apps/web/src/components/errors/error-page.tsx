import { FormattedMessage, useIntl } from 'react-intl'
import { paths } from '~/config/paths.ts'
import { AppLink } from '../ui/app-link.tsx'
import { PageTitle } from '../layout/page-title.tsx'
import { ErrorIllustration } from './error-illustration.tsx'

export type ErrorKind = 'not_found' | 'error' | 'blocked' | 'locked'

const CONTENT: Record<ErrorKind, { code: string; title: string; description: string }> = {
  not_found: { code: '404', title: 'page.not_found.title', description: 'page.not_found.description' },
  error: { code: '500', title: 'page.error.title', description: 'page.error.description' },
  blocked: { code: '403', title: 'page.blocked.title', description: 'page.blocked.description' },
  locked: { code: '401', title: 'page.locked.title', description: 'page.locked.description' },
}

/** The error pages of spec §2/§8: picture, title as the h1, the spec's description, a way back home. */
export function ErrorPage({ kind, countryName }: { kind: ErrorKind; countryName?: string }) {
  const c = CONTENT[kind]
  const intl = useIntl()
  return (
    <section className="flex flex-col items-center gap-4 rounded-md bg-surface px-6 py-14 text-center">
      <PageTitle title={intl.formatMessage({ id: c.title })} />
      <ErrorIllustration code={c.code} />
      <h1 className="text-xl font-bold">
        <FormattedMessage id={c.title} />
      </h1>
      <p className="max-w-md text-muted">
        <FormattedMessage id={c.description} values={{ countryName }} />
      </p>
      <AppLink
        to={paths.home()}
        className="rounded-md bg-brand px-5 py-2.5 text-sm font-semibold text-on-brand hover:bg-brand-strong"
      >
        <FormattedMessage id="page.back_home" />
      </AppLink>
    </section>
  )
}
