import { describe, expect, it, vi } from 'vitest'
import { setActiveBridge } from '~/lib/embed/active-bridge.ts'
import type { HostBridge } from '~/lib/embed/host-bridge.ts'
import {
  closeModal,
  completeModal,
  getModalStack,
  getOpenModal,
  openModal,
  stackModal,
} from './modal-store.ts'

describe('modal store', () => {
  it('replaces the top modal with the next step of a flow and runs the success callback on completion', () => {
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

  it('stacks a modal over another: closing the top one shows the one below with its own callback', () => {
    const deposited = vi.fn()
    const resumed = vi.fn()
    openModal('deposit', { onSuccess: deposited })
    stackModal('sign-in', { params: { reason: 'expired' }, onSuccess: resumed })
    expect(getModalStack().map((m) => m.name)).toEqual(['deposit', 'sign-in'])
    expect(getOpenModal()?.name).toBe('sign-in')
    completeModal()
    expect(resumed).toHaveBeenCalledOnce()
    expect(getOpenModal()?.name).toBe('deposit')
    expect(deposited).not.toHaveBeenCalled()
    closeModal()
    expect(getModalStack()).toEqual([])
  })

  it('replaces only the top of a stack', () => {
    openModal('deposit')
    stackModal('sign-in')
    openModal('password-new')
    expect(getModalStack().map((m) => m.name)).toEqual(['deposit', 'password-new'])
    closeModal()
    closeModal()
  })

  it('hands every deposit dialog to a host that listens for deposit, as `deposit`', () => {
    const post = vi.fn(() => true)
    setActiveBridge({ delegates: (l: string) => l === 'deposit', post } as unknown as HostBridge)
    try {
      for (const name of ['deposit', 'iframe-deposit', 'quick-deposit'] as const) openModal(name)
      expect(getOpenModal()).toBeNull()
      expect(post.mock.calls).toEqual([
        ['deposit', {}],
        ['deposit', {}],
        ['deposit', {}],
      ])
    } finally {
      setActiveBridge(null)
    }
  })
})
