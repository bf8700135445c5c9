import { act, render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messagesFor } from '~/lib/i18n.ts'
import { ErrorAppFailed, RenderBoundary, UnexpectedError } from './render-boundary.tsx'

const reported: [unknown, string][] = []
vi.mock('~/lib/error-reporting/start-reporting.ts', () => ({
  reportError: (error: unknown, where: string) => reported.push([error, where]),
}))

function Throws(): never {
  throw new Error('widget broke')
}

afterEach(() => {
  reported.length = 0
  vi.restoreAllMocks()
})

describe('a render failure (spec §2, §8)', () => {
  it('shows UNEXPECTED ERROR in the failed part only, keeps the rest and reports the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <IntlProvider locale="de" messages={messagesFor('de')}>
        <p>Live now</p>
        <RenderBoundary where="widget:topEvents" fallback={<UnexpectedError />}>
          <Throws />
        </RenderBoundary>
      </IntlProvider>,
    )
    expect(screen.getByRole('alert').textContent).toBe('UNERWARTETER FEHLER')
    expect(screen.getByText('Live now')).toBeTruthy()
    expect(reported.map(([e, where]) => [(e as Error).message, where])).toEqual([
      ['widget broke', 'widget:topEvents'],
    ])
  })

  it("the error shell's own failure says UNEXPECTED ERROR IN ERROR APP, without react-intl too", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    act(() => {
      render(
        <RenderBoundary where="error-app" fallback={<ErrorAppFailed />}>
          <Throws />
        </RenderBoundary>,
      )
    })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('UNEXPECTED ERROR IN ERROR APP')
  })
})
