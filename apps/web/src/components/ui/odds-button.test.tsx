import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { formatOdds } from '~/lib/format-odds.ts'
import { OddsButton } from './odds-button.tsx'

describe('OddsButton', () => {
  it('is a button named by outcome and decimal price', () => {
    renderWithApp(<OddsButton label="Arsenal" odds={1.85} />)
    const button = screen.getByRole('button', { name: 'Arsenal 1.85' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(button.textContent).toBe('1.85')
  })

  it('formats the price for the locale with two decimals', () => {
    renderWithApp(<OddsButton label="Draw" odds={3.5} />, { locale: 'de' })
    expect(screen.getByRole('button', { name: 'Draw 3,50' })).toBeTruthy()
  })

  it('marks selection with aria-pressed', () => {
    renderWithApp(<OddsButton label="Chelsea" odds={4.2} selected />)
    expect(screen.getByRole('button', { name: 'Chelsea 4.20' }).getAttribute('aria-pressed')).toBe('true')
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
