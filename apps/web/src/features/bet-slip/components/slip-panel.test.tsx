import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BrandContext } from '~/lib/brand/brand-context.ts'
import { brandFixture } from '~/testing/brand-fixture.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { SlipPanel } from './slip-panel.tsx'

vi.mock('./bet-slip.tsx', () => ({ BetSlip: () => <p>Slip body</p> }))
vi.mock('./slip-live.tsx', () => ({ SlipLive: () => null }))

const renderFor = (myBetsHidden: boolean) =>
  renderWithApp(
    <QueryClientProvider client={new QueryClient()}>
      <BrandContext value={brandFixture({ features: { my_bets_hidden: myBetsHidden } })}>
        <SlipPanel myBets={<p>Bets list</p>} />
      </BrandContext>
    </QueryClientProvider>,
  )

describe("the slip panel and the brand's my_bets_hidden flag (spec §1)", () => {
  it('has a My Bets tab by default', () => {
    renderFor(false)
    expect(screen.getByRole('tab', { name: 'My bets' })).toBeTruthy()
  })

  it('has only the slip where the brand hides My Bets', () => {
    renderFor(true)
    expect(screen.queryByRole('tab', { name: 'My bets' })).toBeNull()
    expect(screen.getByRole('tab', { name: /Bet slip/i })).toBeTruthy()
  })
})
