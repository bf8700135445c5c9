import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { closeModal, getOpenModal } from '~/lib/modal/modal-store.ts'
import { playerQueryKey } from './get-player.ts'
import { notifyUnauthorized, whileEndingSession } from './session-events.ts'
import { displayName, useSessionExpiry } from './use-session.ts'
import { playerFixture } from '~/testing/fixtures.ts'

const player = playerFixture({ first_name: 'Ada', last_name: 'Lovelace', nickname: 'ada' })

afterEach(() => closeModal())

describe('session', () => {
  it('names the player by full name, then nickname, email, phone', () => {
    expect(displayName(player)).toBe('Ada Lovelace')
    expect(displayName({ ...player, first_name: null, last_name: null })).toBe('ada')
    expect(displayName({ ...player, first_name: null, last_name: null, nickname: null })).toBe('a@b.co')
  })

  it('forgets an expired player and reopens sign-in', async () => {
    const qc = new QueryClient()
    qc.setQueryData(playerQueryKey, player)
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    )
    renderHook(() => useSessionExpiry(), { wrapper })
    notifyUnauthorized()
    await Promise.resolve()
    expect(qc.getQueryData(playerQueryKey)).toBeNull()
    expect(getOpenModal()).toMatchObject({ name: 'sign-in', params: { reason: 'expired' } })
  })

  it('does not ask a player who ends their own session (an exclusion) to sign in again', async () => {
    const qc = new QueryClient()
    qc.setQueryData(playerQueryKey, player)
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    )
    renderHook(() => useSessionExpiry(), { wrapper })
    await whileEndingSession(async () => notifyUnauthorized())
    await Promise.resolve()
    expect(qc.getQueryData(playerQueryKey)).toBeNull()
    expect(getOpenModal()).toBeNull()
  })
})
