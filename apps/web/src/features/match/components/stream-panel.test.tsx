import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { jsonResponse as json, matchFixture, playerFixture, settingsFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { StreamPanel } from './stream-panel.tsx'

const settings = (video_enabled: boolean) => settingsFixture({ video_enabled })

function renderStream(videoEnabled: boolean) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input)
    asked.push(url)
    if (url.includes('/settings')) return json(200, settings(videoEnabled))
    return json(200, { match_id: 91, available: true, stream: { id: 'demo-91', kind: 'demo', url: null } })
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  qc.setQueryData(playerQueryKey, playerFixture())
  renderWithApp(
    <QueryClientProvider client={qc}>
      <StreamPanel match={matchFixture({ id: 91, status: 1 })} events={[]} />
    </QueryClientProvider>,
  )
  return asked
}

afterEach(() => vi.unstubAllGlobals())

describe('StreamPanel', () => {
  it('shows the labelled demo stream stand-in when the player has video on', async () => {
    renderStream(true)
    expect(await screen.findByText(/^Demo stream/)).toBeTruthy()
  })

  it('with video off in the settings, says so and never asks for the stream', async () => {
    const asked = renderStream(false)
    expect(await screen.findByText(/^Video is off in your settings/)).toBeTruthy()
    expect(asked.filter((u) => u.includes('/video'))).toEqual([])
  })
})
