import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PageWidgets } from './brand-page.tsx'
import { renderInApp, testBrand } from './test-harness.tsx'

describe('PageWidgets', () => {
  it("renders the brand's composition of a page (pages.live), and nothing for a page it leaves out", async () => {
    const brand = testBrand({
      pages: {
        home: [{ kind: 'divider' }],
        live: [{ kind: 'label', text: { en: 'Cash out your live bets whenever an offer shows.' } }],
      },
    })
    renderInApp(
      <>
        <PageWidgets page="live" />
        <div data-testid="results">
          <PageWidgets page="results" />
        </div>
      </>,
      [],
      { brand },
    )
    expect(await screen.findByText('Cash out your live bets whenever an offer shows.')).toBeTruthy()
    expect(screen.getByTestId('results').innerHTML).toBe('')
  })
})
