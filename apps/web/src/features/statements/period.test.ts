import { describe, expect, it } from 'vitest'
import { localToday, periodProblem, presetPeriod } from './period.ts'

describe('statement periods', () => {
  it('counts the presets back from today, today included', () => {
    expect(presetPeriod('30d', '2026-03-31')).toEqual({ from: '2026-03-02', to: '2026-03-31' })
    expect(presetPeriod('3m', '2026-05-31')).toEqual({ from: '2026-03-04', to: '2026-05-31' })
    expect(presetPeriod('3m', '2026-05-15')).toEqual({ from: '2026-02-16', to: '2026-05-15' })
    expect(presetPeriod('12m', '2026-03-01')).toEqual({ from: '2025-03-02', to: '2026-03-01' })
  })

  it('every preset is a period the server accepts, even the full 12 months from a leap day', () => {
    for (const today of ['2024-02-29', '2026-01-01', '2026-12-31', '2027-03-01'])
      for (const preset of ['30d', '3m', '12m'] as const)
        expect(periodProblem({ ...presetPeriod(preset, today), tz: 'Europe/Berlin' })).toBeNull()
  })

  it('names what is wrong with a custom period before asking the server', () => {
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01', tz: 'UTC' })).toBe('to_before_from')
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-01', tz: 'UTC' })).toBe('too_long')
  })

  it('reads today in the bettor’s zone, not UTC', () => {
    const t = new Date('2026-03-01T23:30:00Z')
    expect(localToday(t, 'UTC')).toBe('2026-03-01')
    expect(localToday(t, 'Europe/Berlin')).toBe('2026-03-02')
    expect(localToday(t, 'America/New_York')).toBe('2026-03-01')
  })
})
