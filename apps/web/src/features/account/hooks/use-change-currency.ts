import { PLATFORM_CURRENCIES, type PlatformCurrency } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { accountsQueryKey } from '~/lib/session/get-accounts.ts'
import { playerQueryKey } from '~/lib/session/get-player.ts'
import { changeAccount } from '../api/change-account.ts'

const isPlatformCurrency = (c: string): c is PlatformCurrency =>
  (PLATFORM_CURRENCIES as readonly string[]).includes(c)

/** Switches the active account (spec §4); a currency the platform does not offer is ignored. */
export function useChangeCurrency(): (currency: string) => Promise<void> {
  const qc = useQueryClient()
  return useCallback(
    async (currency: string) => {
      if (!isPlatformCurrency(currency)) return
      const accounts = await changeAccount(currency)
      qc.setQueryData(accountsQueryKey, accounts)
      void qc.invalidateQueries({ queryKey: playerQueryKey })
    },
    [qc],
  )
}
