import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { PreviewAlert } from './preview-alert.tsx'

describe('PreviewAlert (spec §2)', () => {
  it('says the site is a preview when the operator runs one, and nothing otherwise', () => {
    const { unmount } = renderWithApp(<PreviewAlert preview />)
    expect(screen.getByRole('note').textContent).toBe(
      'Preview: this is a preview of the sportsbook, not the live site.',
    )
    unmount()
    renderWithApp(<PreviewAlert preview={false} />)
    expect(screen.queryByRole('note')).toBeNull()
  })
})
