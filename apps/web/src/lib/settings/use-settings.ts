import type { Settings } from '@sportsbook/contract'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { getSettingsQueryOptions } from './get-settings.ts'
import { useVisitorSettings, withVisitorSettings } from './visitor-settings.ts'

/** Settings as the product uses them: a player's from the server, a visitor's session choices over the defaults. */
export function useSettings(playerId: number | undefined) {
  const visitor = useVisitorSettings()
  const select = useCallback(
    (s: Settings) => (playerId === undefined ? withVisitorSettings(s, visitor) : s),
    [playerId, visitor],
  )
  return useQuery({ ...getSettingsQueryOptions(playerId), select })
}
