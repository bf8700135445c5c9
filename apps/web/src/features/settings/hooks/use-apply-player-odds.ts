import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { setOddsFormat } from '~/lib/odds-format-store.ts'
import { getSettingsQueryOptions } from '~/lib/settings/get-settings.ts'
import { useSession } from '~/lib/session/use-session.ts'

/**
 * Spec §4: once a player is signed in, the odds type of their settings applies (and again whenever
 * their settings change it). A visitor keeps the format of this browser session.
 */
export function useApplyPlayerOddsType(): void {
  const { player } = useSession()
  const playerId = player?.id
  const { data } = useQuery({
    ...getSettingsQueryOptions(playerId),
    enabled: playerId !== undefined && typeof window !== 'undefined',
  })
  const oddsType = playerId === undefined ? undefined : data?.odds_type
  useEffect(() => {
    if (oddsType) setOddsFormat(oddsType)
  }, [oddsType, playerId])
}

/** The hook as a component, so the header can load it only once a player is signed in. */
export function ApplyPlayerOddsType() {
  useApplyPlayerOddsType()
  return null
}
