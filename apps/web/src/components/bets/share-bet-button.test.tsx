import type { ServerBet } from '@sportsbook/contract'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BrandContext } from '~/lib/brand/brand-context.ts'
import { brandFixture } from '~/testing/brand-fixture.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { ShareBetButton } from './share-bet-button.tsx'

const bet = { id: 'b1', selections: [] } as unknown as ServerBet

const renderFor = (shareBet: boolean) =>
  renderWithApp(
    <BrandContext value={brandFixture({ features: { share_bet: shareBet } })}>
      <ShareBetButton bets={[bet]} />
    </BrandContext>,
  )

describe("ShareBetButton and the brand's share_bet flag (spec §3)", () => {
  it('offers Share where the brand has share bet on', () => {
    renderFor(true)
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy()
  })

  it('shows nothing where the brand has it off', () => {
    renderFor(false)
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull()
  })
})
