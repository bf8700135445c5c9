// Issue #30.5 (ADR 033): a selection at a boosted price shows the normal price struck through in the
// slip, the boost in words for a screen reader, in the bettor's odds format.
import { decimalOdds, type Selection } from '@sportsbook/domain'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setOddsFormat } from '~/lib/odds-format-store.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { SelectionItem } from './selection-item.tsx'

const at = (odds: number, boostedFrom?: number): Selection =>
  ({
    ...sel(1),
    odds: decimalOdds(odds),
    acceptedOdds: decimalOdds(odds),
    initialOdds: decimalOdds(odds),
    ...(boostedFrom ? { boostedFrom: decimalOdds(boostedFrom) } : {}),
    active: true,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
  }) as Selection

afterEach(() => setOddsFormat('european'))

describe('a boosted selection in the slip', () => {
  it('shows the normal price struck through and says the boost in words', () => {
    renderWithApp(
      <ul>
        <SelectionItem selection={at(3, 2.5)} disabled={false} />
      </ul>,
    )
    expect(screen.getByTestId('bet-odds-was').textContent).toBe('2.50')
    expect(screen.getByText('boosted from 2.50 to 3.00')).toBeTruthy()
  })

  it('in American odds too, and nothing struck for an unboosted price', () => {
    setOddsFormat('american')
    renderWithApp(
      <ul>
        <SelectionItem selection={at(3, 2.5)} disabled={false} />
        <SelectionItem selection={at(2)} disabled={false} />
      </ul>,
    )
    expect(screen.getByText('boosted from +150 to +200')).toBeTruthy()
    expect(screen.getAllByTestId('bet-odds-was')).toHaveLength(1)
  })
})
