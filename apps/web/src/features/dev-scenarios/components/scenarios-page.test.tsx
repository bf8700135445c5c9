import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ScenarioList } from '@sportsbook/contract'
import { jsonResponse as json } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { ScenariosPage } from './scenarios-page.tsx'

const library: ScenarioList = {
  data: [
    {
      name: 'two-goal-lead',
      description: 'The home side goes two goals up.',
      target: 'live_soccer',
      steps: [
        { at: 0, step: { do: 'kick_off' } },
        { at: 0, step: { do: 'lead', side: 'home', by: 2 } },
      ],
    },
  ],
}

afterEach(() => vi.unstubAllGlobals())

function renderPage(list: () => Response, locale = 'en') {
  const asked: { url: string; method: string }[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    asked.push({ url, method: init?.method ?? 'GET' })
    if (url.endsWith('/api/dev/scenarios')) return list()
    if (url.endsWith('/api/dev/scenarios/two-goal-lead/run'))
      return json(200, { name: 'two-goal-lead', match_ids: [42], ends_in_ms: 0, done: true })
    return json(503, {})
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  renderWithApp(
    <QueryClientProvider client={qc}>
      <ScenariosPage />
    </QueryClientProvider>,
    { locale },
  )
  return asked
}

describe('the scenarios page', () => {
  it('lists the library and runs a scenario with its Run button, saying which match it plays on', async () => {
    const asked = renderPage(() => json(200, library))
    expect(await screen.findByRole('heading', { name: 'two-goal-lead' })).toBeTruthy()
    expect(screen.getByText('2 steps')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Run two-goal-lead' }))
    expect((await screen.findByRole('status')).textContent).toBe('two-goal-lead is playing on match 42.')
    expect(asked).toContainEqual({ url: '/api/dev/scenarios/two-goal-lead/run', method: 'POST' })
  })

  it('says how to turn the development tools on when the backend has no scenarios', async () => {
    renderPage(() => json(404, { error: { code: 'not_found', message: 'Not Found' } }), 'de')
    expect((await screen.findByRole('alert')).textContent).toContain('DEV_TOOLS=true')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Szenarien')
  })
})
