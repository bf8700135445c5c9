import type { Settings, SettingsUpdate } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { alerts } from '~/components/alerts/alert-store.ts'
import { getOddsFormat, setOddsFormat } from '~/lib/odds-format-store.ts'
import { settingsQueryKey } from '~/lib/settings/get-settings.ts'
import { saveSettings } from '~/lib/settings/save-settings.ts'
import { saveVisitorSettings } from '~/lib/settings/visitor-settings.ts'
import { useSession } from '~/lib/session/use-session.ts'

/**
 * Saves settings where they belong: a player's on the server (shown at once, put back with an
 * alert if the server refuses), a visitor's in session storage. The odds format applies at once.
 * Resolves to whether the change was kept.
 */
export function useSaveSettings(): (update: SettingsUpdate) => Promise<boolean> {
  const qc = useQueryClient()
  const { player } = useSession()
  const playerId = player?.id
  return useCallback(
    async (update: SettingsUpdate) => {
      const formatBefore = getOddsFormat()
      if (update.odds_type) setOddsFormat(update.odds_type)
      if (playerId === undefined) {
        const { odds_type: _format, ...rest } = update
        if (Object.keys(rest).length > 0) saveVisitorSettings(rest)
        return true
      }
      const key = settingsQueryKey(playerId)
      const before = qc.getQueryData<Settings>(key)
      if (before) qc.setQueryData<Settings>(key, { ...before, ...update })
      try {
        qc.setQueryData<Settings>(key, await saveSettings(update))
        return true
      } catch {
        if (before) qc.setQueryData<Settings>(key, before)
        if (update.odds_type) setOddsFormat(formatBefore)
        alerts.show('default', {
          titleId: 'settings.error.title',
          descriptionId: 'settings.error.description',
        })
        return false
      }
    },
    [qc, playerId],
  )
}
