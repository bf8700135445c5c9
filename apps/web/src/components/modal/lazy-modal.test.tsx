// vitest: isolate (the modal code's loading promise is module state an earlier file may have settled)
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { LazyAppModal } from './lazy-modal.tsx'

const Pair = ({ second }: { second: boolean }) => (
  <>
    <LazyAppModal title="Bet slip" isOpen onOpenChange={() => {}}>
      <p>slip</p>
    </LazyAppModal>
    <LazyAppModal title="Shared bet not found" isOpen={second} onOpenChange={() => {}}>
      <button type="button">OK</button>
    </LazyAppModal>
  </>
)

describe('LazyAppModal', () => {
  it('a notice opened over a sheet whose code is still loading ends up on top, not inert', async () => {
    const view = renderWithApp(<Pair second={false} />)
    // the code arrives, and in the same moment the notice opens over the waiting sheet
    await act(async () => {
      await import('./app-modal.tsx')
      await import('../layout/sheet.tsx')
      view.rerender(<Pair second />)
    })
    const sheet = await screen.findByRole('dialog', { name: 'Bet slip', hidden: true })
    const notice = await screen.findByRole('dialog', { name: 'Shared bet not found' })
    // mounted after the sheet: above it, and the one react-aria leaves usable
    expect(sheet.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(notice.closest('[inert]')).toBeNull()
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy()
  })
})
