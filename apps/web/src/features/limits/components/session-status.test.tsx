import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BrandContext } from '~/lib/brand/brand-context.ts'
import { brandFixture } from '~/testing/brand-fixture.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { SessionStatus, SessionStrip } from './session-status.tsx'

vi.mock('~/lib/session/use-session.ts', () => ({
  useSession: () => ({ status: 'logged_in', player: { id: 1 }, accounts: [] }),
}))
const info = vi.hoisted(() => ({
  net: null as null | { value: number; currency: string; subunits: number },
}))
vi.mock('../hooks/use-session-info.ts', () => ({
  useNetFollowsBalance: () => undefined,
  useSessionInfo: () => ({
    data: { started_at: new Date(Date.now() - 65_000).toISOString(), net_position: info.net },
  }),
}))

const renderFor = (sessionClock: boolean) =>
  renderWithApp(
    <BrandContext value={brandFixture({ features: { session_clock: sessionClock } })}>
      <SessionStatus />
      <SessionStrip />
    </BrandContext>,
  )

describe("the session clock and the brand's session_clock flag (UKGC RTS 13/14)", () => {
  it("shows the signed-in player's time in session where the brand has it on", () => {
    renderFor(true)
    expect(screen.getByTestId('session-status').textContent).toMatch(/1:0\d/)
    expect(screen.getByTestId('session-strip')).toBeTruthy()
  })

  it('shows no clock where the brand has it off', () => {
    renderFor(false)
    expect(screen.queryByTestId('session-status')).toBeNull()
    expect(screen.queryByTestId('session-strip')).toBeNull()
  })

  it('shows a crypto net position as short as the header balance, never rounded', () => {
    info.net = { value: 5_000_000, currency: 'BTC', subunits: 8 }
    try {
      renderFor(true)
      const text = screen.getByTestId('session-status').textContent?.replace(/\s/g, ' ')
      expect(text).toContain('Net BTC 0.05')
      expect(text).not.toContain('0.050')
    } finally {
      info.net = null
    }
  })
})
