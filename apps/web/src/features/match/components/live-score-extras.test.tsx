import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '~/lib/i18n.ts'
import { liveStatistics, matchFixture } from '~/testing/fixtures.ts'
import { LiveScoreExtras } from './live-score-extras.tsx'

const serverHtml = (sportKey: string) => {
  const match = matchFixture({ status: 1, statistics: liveStatistics() })
  const box = document.createElement('div')
  box.innerHTML = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <LiveScoreExtras match={{ ...match, sport: { ...match.sport, key: sportKey } }} />
      </IntlProvider>
    </QueryClientProvider>,
  )
  return box
}

describe('LiveScoreExtras on the server', () => {
  it('keeps a live soccer match’s red-cards line, empty until the statistics say whether there are any', () => {
    const html = serverHtml('soccer')
    expect(html.children).toHaveLength(1)
    expect(html.firstElementChild!.className).toContain('min-h-lh')
    expect(html.textContent).toBe('')
  })

  it('keeps no line for a sport without cards', () => {
    expect(serverHtml('basketball').children).toHaveLength(0)
  })
})
