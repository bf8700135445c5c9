import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { matchFixture, totalsFixture } from '~/testing/fixtures.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { MatchList } from './match-list.tsx'

const latin = matchFixture({
  category: { id: 77, slug: 'international', name: 'دولي', country_code: null },
  tournament: {
    id: 700,
    slug: 'cs2-pro',
    name: 'Counter-Strike 2 Pro Circuit',
    kind: 'season',
    sport_type: 'cyber',
  },
  competitors: [
    {
      id: 'h',
      name: 'Borussia Sonnenheim',
      abbreviation: 'BOR',
      qualifier: 'home',
      logo: null,
      country_code: null,
    },
    {
      id: 'a',
      name: 'SV Sonnenberg',
      abbreviation: 'SVS',
      qualifier: 'away',
      logo: null,
      country_code: null,
    },
  ],
})

describe('match rows on an Arabic page', () => {
  it('give every Latin team name its own direction, cut at its end rather than its start', () => {
    renderWithApp(<MatchList matches={[latin]} firstRows={1} />, { locale: 'ar' })
    for (const name of ['Borussia Sonnenheim', 'SV Sonnenberg']) {
      const el = screen.getByText(name)
      expect(el.getAttribute('dir')).toBe('auto')
      expect(el.className).toMatch(/\bsb-name\b/)
    }
  })

  it('cut the country and the league apart, each in its own direction', () => {
    renderWithApp(<MatchList matches={[latin]} firstRows={1} />, { locale: 'ar' })
    const league = screen.getByText('Counter-Strike 2 Pro Circuit')
    expect(league.getAttribute('dir')).toBe('auto')
    expect(league.textContent).toBe('Counter-Strike 2 Pro Circuit')
    expect(screen.getByText('دولي').getAttribute('dir')).toBe('auto')
    expect(league.closest('a')?.getAttribute('href')).toMatch(/cs2-pro$/)
  })
})

describe('market lines in German', () => {
  it('show the line the way the API names it for the locale: "Ü 2,5", never "Ü 2.5"', () => {
    // The API names the line's outcomes in the locale ("Über 2,5", i18n/market-lines.ts).
    const total = totalsFixture(2.5, {
      outcomes: [
        { id: '12', name: 'Über 2,5', active: true, odds: 1.9 },
        { id: '13', name: 'Unter 2,5', active: true, odds: 1.95 },
      ],
    })
    renderWithApp(<MatchList matches={[matchFixture({ secondary_market: total })]} firstRows={1} />, {
      locale: 'de',
    })
    const over = screen.getByRole('button', { name: 'Ü 2,5 1,90, Über 2,5' })
    expect(over.textContent).toBe('Ü 2,5 1,90')
    expect(within(screen.getByRole('list')).getByRole('button', { name: /^U 2,5 1,95/ })).toBeTruthy()
  })
})
