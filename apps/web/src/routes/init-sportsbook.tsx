import { useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { useNavigate } from 'react-router'
import { PageHeading } from '~/components/layout/page-heading.tsx'
import { AppLink } from '~/components/ui/app-link.tsx'
import { paths } from '~/config/paths.ts'
import { useHref } from '~/hooks/use-locale.ts'
import { PageWidgets } from '~/widgets/brand-page.tsx'

/**
 * Spec §2 initialise sportsbook: the host platform opens this page to start a session (its query
 * carries tracking tags, captured by the shell); the bettor then lands on the sports home.
 */
export default function InitSportsbook() {
  const navigate = useNavigate()
  const toHref = useHref()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void navigate(toHref(paths.home()), { replace: true })
  }, [navigate, toHref])
  return (
    <div className="flex flex-col gap-3">
      <PageHeading id="brand.page.init_sportsbook" />
      <p className="px-1 text-muted" role="status">
        <FormattedMessage id="brand.init.body" />
      </p>
      <AppLink
        to={paths.home()}
        className="self-start rounded-md bg-brand px-4 py-2 font-semibold text-on-brand"
      >
        <FormattedMessage id="brand.init.continue" />
      </AppLink>
      <PageWidgets page="init_sportsbook" />
    </div>
  )
}
