import type { PlatformCurrency } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { loadContract } from '~/lib/lazy-contract.ts'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { changeAccount } from '../api/change-account.ts'

// The list comes with the contract's schemas, loaded on first use: nothing of zod in the first load.
const isPlatformCurrency = async (c: string): Promise<boolean> =>
  ((await loadContract()).PLATFORM_CURRENCIES as readonly string[]).includes(c)

/** Switches the active account (spec §4); a currency the platform does not offer is ignored. */
export function useChangeCurrency(): (currency: string) => Promise<void> {
  const qc = useQueryClient()
  return useCallback(
    async (currency: string) => {
      if (!(await isPlatformCurrency(currency))) return
      const accounts = await changeAccount(currency as PlatformCurrency)
      qc.setQueryData(accountsQueryKey, accounts)
      void qc.invalidateQueries({ queryKey: playerQueryKey })
    },
    [qc],
  )
}
