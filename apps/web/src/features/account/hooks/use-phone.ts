import { useQuery } from '@tanstack/react-query'
import { getPhone, phoneQueryKey } from '../api/phone.ts'

/** The signed-in player's phone verification state; asked only while `enabled` and a player is known. */
export const usePhone = (playerId: number | null, enabled = true) =>
  useQuery({
    queryKey: phoneQueryKey(playerId ?? 0),
    queryFn: ({ signal }) => getPhone(signal),
    staleTime: 60_000,
    enabled: enabled && playerId !== null && typeof window !== 'undefined',
  })
