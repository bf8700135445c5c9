import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { signOut } from '~/lib/session/sign-out.ts'

/** "Log out" from a reality check or a limit modal: the session ends and what depended on it goes. */
export function useSignOut(): () => Promise<void> {
  const qc = useQueryClient()
  return useCallback(async () => {
    // Sign-out failure is only reported (spec §8): the player is signed out here either way.
    await signOut()
    qc.setQueryData(playerQueryKey, null)
    qc.removeQueries({ queryKey: accountsQueryKey })
    qc.removeQueries({ queryKey: ['session'] })
    qc.removeQueries({ queryKey: ['bets'] })
  }, [qc])
}
