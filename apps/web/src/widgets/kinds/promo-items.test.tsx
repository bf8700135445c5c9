import { Widget } from '@sportsbook/contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidgets, TOURNAMENT } from '../test-harness.tsx'

const LOAD = { timeout: 5000 }

describe('a banner’s promo items (spec §2: Promo, Event, League)', () => {
  it('shows an offer, a match with its main prices and a league, each linking where it says', async () => {
    const banner = Widget.parse({
      kind: 'banner',
      layout: 'Slider',
      heading: { en: 'This weekend' },
      items: [
        {
          kind: 'Promo',
          heading: { en: 'Acca boost' },
          text: { en: 'Up to +20 %' },
          href: '/sports/promotions',
          cta: { en: 'See offers' },
        },
        { kind: 'Event', match_id: 7 },
        { kind: 'League', tournament_id: TOURNAMENT.id },
      ],
    })
    renderWidgets([banner])
    const row = await screen.findByRole('list', { name: 'This weekend' }, LOAD)
    const [promo, event, league] = await within(row).findAllByRole('listitem', {}, LOAD)
    expect(within(promo!).getByRole('heading', { name: 'Acca boost' })).toBeTruthy()
    expect(within(promo!).getByRole('link', { name: 'See offers' }).getAttribute('href')).toBe(
      '/sports/promotions',
    )
    expect(await within(event!).findByRole('link', { name: /Harbour City/ }, LOAD)).toBeTruthy()
    expect(within(event!).getAllByRole('button').length).toBeGreaterThan(0)
    expect(await within(league!).findByRole('link', { name: /Coastal League/ }, LOAD)).toBeTruthy()
  })

  it('refuses an item of another kind in the brand file', () => {
    expect(() =>
      Widget.parse({ kind: 'banner', heading: { en: 'x' }, items: [{ kind: 'Casino', id: 1 }] }),
    ).toThrow()
  })
})
