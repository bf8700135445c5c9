import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { matchFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { MatchRow } from './match-row.tsx'

const offer = { market_id: 1, outcome_ids: ['1', '3'], lead: 2 }

describe('MatchRow early payout (ADR 031)', () => {
  it("badges a pre-match row whose main market is on offer; the match link's name says it in words", () => {
    renderWithApp(
      <ul>
        <MatchRow match={matchFixture({ early_payout: offer })} />
      </ul>,
    )
    expect(screen.getByText('2UP').getAttribute('aria-hidden')).toBe('true')
    const link = screen.getAllByRole('link').find((l) => l.textContent?.includes('Arsenal'))
    expect(link?.textContent).toContain('Early payout')
  })

  it('shows none on a live row', () => {
    renderWithApp(
      <ul>
        <MatchRow match={matchFixture({ early_payout: offer, status: 1 })} />
      </ul>,
    )
    expect(screen.queryByText('2UP')).toBeNull()
  })
})
