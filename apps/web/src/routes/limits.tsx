import { PageTitle } from '~/components/layout/page-title.tsx'
import { LimitsPage } from '~/features/limits/components/limits-page.tsx'

export default function Limits() {
  return (
    <>
      <PageTitle id="limits.page.title" />
      <LimitsPage />
    </>
  )
}
