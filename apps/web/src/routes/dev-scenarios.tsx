import { PageTitle } from '~/components/layout/page-title.tsx'
import { ScenariosPage } from '~/features/dev-scenarios/components/scenarios-page.tsx'

/** /sports/dev/scenarios: the scenario simulator (development only: the backend answers it with DEV_TOOLS). */
export default function DevScenarios() {
  return (
    <>
      <PageTitle id="scenarios.page.title" />
      <ScenariosPage />
    </>
  )
}
