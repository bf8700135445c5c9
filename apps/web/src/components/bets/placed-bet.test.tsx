// vitest: isolate (draws prices the one odds store may hold from earlier files)
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { betLegFixture, serverBetFixture } from '~/testing/bet-fixture.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { PlacedBet } from './placed-bet.tsx'

const draw = (bet = serverBetFixture(), { total = true } = {}) =>
  renderWithApp(
    <ul>
      <PlacedBet
        bet={bet}
        testId="placed"
        header={<p>Header</p>}
        selectionTestId="leg"
        note={(s) => (s.match_id === 2 ? <span>Note 2</span> : null)}
        totalOdds={total ? bet.odds : undefined}
      >
        <dt>Stake</dt>
        <dd>€2.00</dd>
      </PlacedBet>
    </ul>,
  )

describe('a placed bet, as the receipt and My Bets draw it (issue #28)', () => {
  it('shows each selection as the player reads it, market · match, its note and odds, then the figures', () => {
    draw(serverBetFixture({ selections: [betLegFixture(1, { outcome_name: '1' }), betLegFixture(2)] }))
    const legs = screen.getAllByTestId('leg')
    expect(legs.map((l) => l.textContent)).toEqual([
      'Home 11x2 · Home 1 vs Away 12.10',
      'Outcome 21x2 · Home 2 vs Away 2Note 22.10',
    ])
    expect(screen.getByText('Total odds').nextElementSibling?.textContent).toBe('4.41')
    expect(screen.getByText('Stake').nextElementSibling?.textContent).toBe('€2.00')
  })

  it('names from the feed keep their own direction and are cut to one line (an Arabic page, a Latin name)', () => {
    draw()
    const [leg] = screen.getAllByTestId('leg')
    for (const name of ['Outcome 1', '1x2', 'Home 1 vs Away 1']) {
      const el = within(leg!).getByText(name)
      expect(el.getAttribute('dir')).toBe('auto')
      expect(el.className).toContain('sb-name')
    }
  })

  it('a system shows its lines, never one combined odds figure; no total odds asked, no row', () => {
    draw(serverBetFixture({ type: 'system', system: { id: '2/3', win_count: 2, total_count: 3 } }))
    expect(screen.getByText('Lines').nextElementSibling?.textContent).toBe('3')
    expect(screen.queryByText('Total odds')).toBeNull()
  })

  it('a single on the receipt has no total odds row (its one price says it)', () => {
    draw(serverBetFixture({ type: 'single', selections: [betLegFixture(1)] }), { total: false })
    expect(screen.queryByText('Total odds')).toBeNull()
  })
})
