import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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

describe('formatOdds', () => {
  it('rounds to two decimals and keeps Latin digits in Arabic', () => {
    expect(formatOdds(2.005, 'en')).toBe('2.01')
    expect(formatOdds(1.5, 'ar')).toMatch(/^1.50$/)
  })

  it('shows a dash for odds that cannot be backed', () => {
    expect(formatOdds(1, 'en')).toBe('–')
  })
})
