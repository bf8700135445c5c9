import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '~/testing/render.tsx'
import { AppModal } from './app-modal.tsx'

describe('AppModal', () => {
  it('is a dialog named by its title with a close button', async () => {
    const onOpenChange = vi.fn()
    renderWithApp(
      <AppModal title="Sign in" isOpen onOpenChange={onOpenChange}>
        <p>Body</p>
      </AppModal>,
    )
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('has no close button when it cannot be dismissed', () => {
    renderWithApp(
      <AppModal
        title="Verify your phone"
        isOpen
        onOpenChange={() => {}}
        isDismissable={false}
        variant="sheet"
      >
        <p>Body</p>
      </AppModal>,
    )
    expect(screen.getByRole('dialog', { name: 'Verify your phone' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })
})
