import type { Settings } from '@sportsbook/contract'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useBrand } from '~/lib/brand/brand-context.ts'
import { withBrandSettings } from './brand-settings.ts'
import { getSettingsQueryOptions } from './get-settings.ts'
import { useVisitorSettings, withVisitorSettings } from './visitor-settings.ts'

/**
 * Settings as the product uses them: a player's from the server, a visitor's session choices over the
 * brand's defaults (spec §3), each within what the brand offers.
 */
export function useSettings(playerId: number | undefined) {
  const visitor = useVisitorSettings()
  const brand = useBrand()
  const select = useCallback(
    (s: Settings) => {
      const branded = withBrandSettings(s, brand, playerId === undefined)
      return playerId === undefined ? withVisitorSettings(branded, visitor) : branded
    },
    [playerId, visitor, brand],
  )
  return useQuery({ ...getSettingsQueryOptions(playerId), select })
}
