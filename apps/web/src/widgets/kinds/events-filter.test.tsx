import { WIDGET_SCHEMAS } from '@sportsbook/contract'
import { render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '~/lib/i18n.ts'
import { EventsFilter } from './navigation.tsx'

function show(url: string, props: Record<string, unknown> = {}) {
  const widget = WIDGET_SCHEMAS.eventsFilter.parse({ kind: 'eventsFilter', ...props })
  render(
    <MemoryRouter initialEntries={[url]}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <EventsFilter widget={widget} />
      </IntlProvider>
    </MemoryRouter>,
  )
  const nav = screen.getByRole('navigation', { name: 'Matches by time' })
  return [...nav.querySelectorAll('a')].map((a) => ({
    text: a.textContent,
    href: a.getAttribute('href'),
    current: a.getAttribute('aria-current'),
  }))
}

describe('eventsFilter', () => {
  it('links the listings by when, the brand’s hours included, and marks the one shown', () => {
    const chips = show('/sports/schedule?time=3')
    expect(chips.map((c) => c.text)).toEqual([
      'Live',
      'Next hour',
      'Next 3 hours',
      'Today',
      'Tomorrow',
      'Results',
    ])
    expect(chips.find((c) => c.text === 'Next 3 hours')).toMatchObject({
      href: '/sports/schedule?time=3',
      current: 'page',
    })
    expect(chips.filter((c) => c.current === 'page')).toHaveLength(1)
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    expect(chips.find((c) => c.text === 'Tomorrow')?.href).toBe(`/sports/schedule?date=${tomorrow}`)
  })

  it('narrows every chip to the brand’s sport', () => {
    const chips = show('/sports', { sport: 'tennis', hours: [6] })
    expect(chips.map((c) => c.href)).toEqual([
      '/sports/live?sport=tennis',
      '/sports/schedule?time=6&sport=tennis',
      '/sports/schedule?sport=tennis',
      expect.stringMatching(/^\/sports\/schedule\?date=\d{4}-\d{2}-\d{2}&sport=tennis$/),
      '/sports/results?sport=tennis',
    ])
  })
})
