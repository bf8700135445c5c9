import { PageTitle } from '~/components/layout/page-title.tsx'
import { StatementsPage } from '~/features/statements/components/statements-page.tsx'

export default function Statements() {
  return (
    <>
      <PageTitle id="statements.page.title" />
      <StatementsPage />
    </>
  )
}
