import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { paths } from '~/config/paths.ts'
import { useHref } from './use-locale.ts'

const linkAt = (url: string, path: string) =>
  renderHook(() => useHref(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    ),
  }).result.current(path)

describe('useHref', () => {
  it('keeps the default locale’s segment on a page addressed with it (a brand requiring a locale in the URL)', () => {
    expect(linkAt('/en/sports/live', paths.promotions())).toBe('/en/sports/promotions')
  })

  it('links without a segment from an unsegmented page, and with a non-default locale’s', () => {
    expect(linkAt('/sports/live', paths.promotions())).toBe('/sports/promotions')
    expect(linkAt('/de/sports', paths.live())).toBe('/de/sports/live')
  })
})
