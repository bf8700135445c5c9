import { act, screen } from '@testing-library/react'
import { createIntl } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findLocale } from '~/config/locales.ts'
import { messagesFor } from '~/lib/i18n.ts'
import { liveOdds } from '~/lib/live/odds-store.ts'
import { setOddsFormat } from '~/lib/odds-format-store.ts'
import { sel } from '~/lib/slip/test-selection.ts'
import { renderWithApp } from '~/testing/render.tsx'
import { formatOdds } from '~/lib/format-odds.ts'
import { OddsButton } from './odds-button.tsx'

describe('OddsButton', () => {
  it('is a button named by its price first, then the outcome it shows no text for', () => {
    renderWithApp(<OddsButton label="Arsenal" odds={1.85} />)
    const button = screen.getByRole('button', { name: '1.85, Arsenal' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(button.textContent).toBe('1.85')
  })

  it('formats the price for the locale with two decimals', () => {
    renderWithApp(<OddsButton label="Draw" odds={3.5} />, { locale: 'de' })
    expect(screen.getByRole('button', { name: '3,50, Draw' })).toBeTruthy()
  })

  it('marks selection with aria-pressed', () => {
    renderWithApp(<OddsButton label="Chelsea" odds={4.2} selected />)
    expect(screen.getByRole('button', { name: '4.20, Chelsea' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('starts its name with the short caption and price on screen, then the full outcome (WCAG 2.5.3)', () => {
    renderWithApp(<OddsButton label="Over 0.5" caption="O 0.5" odds={3.01} />)
    const button = screen.getByRole('button', { name: 'O 0.5 3.01, Over 0.5' })
    expect(button.textContent).toBe('O 0.5 3.01')
    expect(button.getAttribute('aria-label')!.startsWith(button.textContent!)).toBe(true)
  })

  it('is named once when the caption is the full outcome name', () => {
    renderWithApp(<OddsButton label="Arsenal (-1.5)" caption="Arsenal (-1.5)" odds={2.9} />)
    expect(screen.getByRole('button', { name: 'Arsenal (-1.5) 2.90' })).toBeTruthy()
  })

  it('keeps the caption first when locked', () => {
    renderWithApp(<OddsButton label="Under 4.5" caption="U 4.5" odds={1.5} locked />)
    expect(screen.getByRole('button', { name: 'U 4.5, Under 4.5, suspended' })).toBeTruthy()
  })

  it('says "suspended" in words and disables a locked price', () => {
    renderWithApp(<OddsButton label="Over 2.5" odds={1.9} locked />)
    const button = screen.getByRole('button', { name: 'Over 2.5, suspended' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
  })
})

const intlFor = (locale: string) => createIntl({ locale, messages: messagesFor(findLocale(locale) ?? 'en') })

describe('formatOdds', () => {
  it('rounds to two decimals and keeps Latin digits in Arabic', () => {
    expect(formatOdds(2.005, intlFor('en'))).toBe('2.01')
    expect(formatOdds(1.5, intlFor('ar'))).toMatch(/^1.50$/)
  })

  it('shows a dash for odds that cannot be backed', () => {
    expect(formatOdds(1, intlFor('en'))).toBe('–')
  })

  it('shows fractional odds as the published price and evens as a word', () => {
    expect(formatOdds(4.54, intlFor('en'), 'british')).toBe('7/2')
    expect(formatOdds(1.67, intlFor('en'), 'british')).toBe('4/6')
    expect(formatOdds(2, intlFor('en'), 'british')).toBe('Evens')
    expect(formatOdds(2, intlFor('de'), 'british')).toBe('1/1')
  })

  it('never groups digits: American odds read -1667, not -1,667', () => {
    expect(formatOdds(1.06, intlFor('en'), 'american')).toBe('-1667')
    expect(formatOdds(1001, intlFor('de'))).toBe('1001,00')
  })
})

describe('OddsButton in Arabic', () => {
  afterEach(() => setOddsFormat('european'))

  it('keeps a price left to right in its own isolate, so "-128" keeps its sign before the number', () => {
    setOddsFormat('american')
    renderWithApp(<OddsButton label="Arsenal" odds={1.78} />, { locale: 'ar' })
    const price = screen.getByRole('button').querySelector('bdi')!
    expect(price.getAttribute('dir')).toBe('ltr')
    expect(price.textContent).toMatch(/-128$/)
    expect(price.className).toContain('whitespace-nowrap')
  })

  it('isolates a Latin caption in its own direction', () => {
    renderWithApp(<OddsButton label="Arsenal (-1.5)" caption="Arsenal (-1.5)" odds={2.9} />, { locale: 'ar' })
    const caption = screen.getByText('Arsenal (-1.5)')
    expect(caption.tagName).toBe('BDI')
    expect(caption.hasAttribute('dir')).toBe(false) // a <bdi> is dir=auto: Latin runs left to right
  })

  it("puts the move arrow in a corner, out of the price's line, so a moving price never wraps its cell", () => {
    const s = sel(291)
    renderWithApp(<OddsButton label="Arsenal" caption="Arsenal" odds={s.odds} selection={s} />, {
      locale: 'ar',
    })
    act(() => liveOdds.set(s.outcomeId, 2.6, s.odds))
    const button = screen.getByRole('button')
    const arrow = button.querySelector('[data-odds-move]')!
    expect(arrow.closest('bdi')).toBeNull()
    expect(arrow.getAttribute('class')).toMatch(/\babsolute\b/)
    expect(button.className).toMatch(/\brelative\b/)
  })

  it('shows a boosted price with the normal one struck through, and says it in words (ADR 033)', () => {
    renderWithApp(<OddsButton label="Arsenal" caption="Arsenal" odds={3} boostedFrom={2.5} />)
    const button = screen.getByRole('button', { name: 'Arsenal 2.50 3.00, boosted from 2.50 to 3.00' })
    expect(button.textContent).toBe('Arsenal 2.50 3.00')
    expect(screen.getByTestId('odds-was').tagName).toBe('S')
  })

  it('words a boost in the bettor’s odds format, and drops it once the normal price caught up', () => {
    setOddsFormat('british')
    renderWithApp(<OddsButton label="Draw" odds={3} boostedFrom={2.5} />)
    expect(screen.getByRole('button', { name: '6/4 2/1, Draw, boosted from 6/4 to 2/1' })).toBeTruthy()
    setOddsFormat('european')
    renderWithApp(<OddsButton label="Home" odds={2.5} boostedFrom={2.5} />)
    expect(screen.getByRole('button', { name: '2.50, Home' })).toBeTruthy()
  })

  it('offline, a price is shown but not offered: disabled, and its name says why', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderWithApp(<OddsButton label="Arsenal" odds={1.85} />)
    const button = screen.getByRole('button', { name: '1.85, Arsenal, offline: not available for betting' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    online.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect((screen.getByRole('button', { name: '1.85, Arsenal' }) as HTMLButtonElement).disabled).toBe(false)
    online.mockRestore()
  })
})
