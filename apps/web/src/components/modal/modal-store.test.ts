import { describe, expect, it, vi } from 'vitest'
import { closeModal, completeModal, getOpenModal, openModal } from './modal-store.ts'

describe('modal store', () => {
  it('opens one modal at a time and runs the success callback on completion', () => {
    const resume = vi.fn()
    openModal('sign-up')
    openModal('sign-in', { onSuccess: resume })
    expect(getOpenModal()?.name).toBe('sign-in')
    completeModal()
    expect(getOpenModal()).toBeNull()
    expect(resume).toHaveBeenCalledOnce()
  })

  it('closing does not run the callback', () => {
    const resume = vi.fn()
    openModal('sign-in', { onSuccess: resume })
    closeModal()
    expect(resume).not.toHaveBeenCalled()
  })
})
