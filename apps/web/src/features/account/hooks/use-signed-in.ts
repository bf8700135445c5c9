import type { Player } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { completeModal } from '~/lib/modal/modal-store.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'

/** Stores a player who just arrived and refreshes what depends on the session. */
export function useStorePlayer(): (player: Player) => void {
  const qc = useQueryClient()
  return useCallback(
    (player: Player) => {
      qc.setQueryData(playerQueryKey, player)
      void qc.invalidateQueries({ queryKey: accountsQueryKey })
      void qc.invalidateQueries({ queryKey: ['settings'] })
      void qc.invalidateQueries({ queryKey: ['bets'] })
    },
    [qc],
  )
}

/**
 * A player signed in (sign-in form, new password): store them, close the modal and resume what
 * needed the sign-in (spec §4).
 */
export function useSignedIn(): (player: Player) => void {
  const store = useStorePlayer()
  return useCallback(
    (player: Player) => {
      store(player)
      completeModal()
    },
    [store],
  )
}
