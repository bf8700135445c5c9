// The scenario simulator of the reference backend (DEV_TOOLS only, docs/scenarios.md):
// GET /api/dev/scenarios and POST /api/dev/scenarios/{name}/run.
import { apiSend } from '~/lib/api-client.ts'
import { lazySchema } from '~/lib/lazy-contract.ts'

export const scenariosQueryKey = ['dev', 'scenarios'] as const

export const listScenarios = (signal?: AbortSignal) =>
  apiSend('GET', '/scenarios', lazySchema('ScenarioList'), { api: 'dev', signal })

/** Plays a scenario on the match its target picks; answers once its steps at 0 ms have run. */
export const runScenario = (name: string) =>
  apiSend('POST', `/scenarios/${encodeURIComponent(name)}/run`, lazySchema('ScenarioRunResponse'), {
    api: 'dev',
    body: {},
  })
