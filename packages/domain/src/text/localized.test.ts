import { describe, expect, it } from 'vitest'
import { localized } from './localized.ts'

describe('localized', () => {
  it('falls back from the locale to its language, then to English', () => {
    const t = { en: 'Results', de: 'Ergebnisse', 'en-AU': 'Results, mate' }
    expect(localized(t, 'en-AU')).toBe('Results, mate')
    expect(localized(t, 'de')).toBe('Ergebnisse')
    expect(localized({ en: 'Hi', fr: 'Salut' }, 'fr-CA')).toBe('Salut')
    expect(localized(t, 'ar')).toBe('Results')
    expect(localized({}, 'ar')).toBe('')
  })
})
