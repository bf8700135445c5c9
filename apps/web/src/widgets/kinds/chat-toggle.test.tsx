import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IntlProvider } from 'react-intl'
import { createRoutesStub, useLocation } from 'react-router'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '~/lib/i18n.ts'
import { ChatToggle } from './chat-toggle.tsx'

function Page() {
  const { hash } = useLocation()
  return (
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <ChatToggle />
      <output>{hash || 'no hash'}</output>
    </IntlProvider>
  )
}

const stub = createRoutesStub([
  { path: '/match', Component: Page, loader: () => ({ resolved: { kind: 'match', matchId: 1 } }) },
  { path: '/league', Component: Page, loader: () => ({ resolved: { kind: 'league' } }) },
])

describe('chatToggle widget', () => {
  it('on a match page opens the match chat (#chat) and closes it again', async () => {
    const Stub = stub
    render(<Stub initialEntries={['/match']} />)
    const toggle = await screen.findByRole('button', { name: 'Match chat' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(toggle)
    await screen.findByText('#chat')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(toggle)
    await screen.findByText('#statistics')
  })

  it('renders nothing where there is no match chat', async () => {
    const Stub = stub
    render(<Stub initialEntries={['/league']} />)
    await screen.findByText('no hash')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
