import type { DepositField } from '@sportsbook/contract'
import { useQuery } from '@tanstack/react-query'
import { lazySchema } from '~/lib/lazy-contract.ts'
import { apiSend } from '~/lib/session/api-send.ts'

/** Per player: the operator's list changes rarely, the player's gaps only through the form. */
export const depositFieldsQueryKey = (playerId: number | null) =>
  ['session', 'deposit-fields', playerId] as const

/** GET /player/deposit_fields (spec §5): what the operator requires before a deposit, and what is missing. */
export const getDepositFields = (signal?: AbortSignal) =>
  apiSend('GET', '/player/deposit_fields', lazySchema('DepositFields'), { api: 'platform', signal })

/** PATCH /player/deposit_fields: every missing field at once; the answer is the list after. */
export const fillDepositFields = (user: Partial<Record<DepositField, string>>) =>
  apiSend('PATCH', '/player/deposit_fields', lazySchema('DepositFields'), { api: 'platform', body: { user } })

/**
 * The fields a signed-in player still has to give before a deposit (empty for visitors), and whether
 * that is known yet: until the platform answers, a Deposit must ask first rather than skip the check.
 * A platform that cannot answer (an operator's API without the call) counts as nothing missing.
 */
export function useDepositFields(playerId: number | null): {
  readonly missing: readonly DepositField[]
  readonly known: boolean
} {
  const q = useQuery({
    queryKey: depositFieldsQueryKey(playerId),
    queryFn: ({ signal }) => getDepositFields(signal),
    enabled: playerId !== null,
    staleTime: Infinity,
  })
  return { missing: q.data?.missing ?? [], known: playerId === null || q.isSuccess || q.isError }
}
