import { Widget } from '@sportsbook/contract'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WIDGETS } from './registry.ts'
import { renderWidgets } from './test-harness.tsx'

const reported: string[] = []
vi.mock('~/lib/error-reporting/start-reporting.ts', () => ({
  reportError: (_error: unknown, where: string) => reported.push(where),
}))

const en = (s: string) => ({ en: s })
const registry = WIDGETS as unknown as Record<string, unknown>
const label = registry.label

afterEach(() => {
  registry.label = label
  reported.length = 0
  vi.restoreAllMocks()
})

describe('a widget that throws while rendering (spec §2)', () => {
  it('shows UNEXPECTED ERROR in its place, the widgets around it render, and it is reported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    registry.label = () => {
      throw new Error('label broke')
    }
    renderWidgets([
      Widget.parse({ kind: 'banner', heading: en('Welcome offer') }),
      Widget.parse({ kind: 'label', text: en('broken') }),
    ])
    expect(await screen.findByText('Welcome offer', {}, { timeout: 5000 })).toBeTruthy()
    expect((await screen.findByRole('alert')).textContent).toBe('UNEXPECTED ERROR')
    expect(reported).toEqual(['widget:label'])
  })
})
