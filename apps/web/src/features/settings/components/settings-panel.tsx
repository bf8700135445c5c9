import { FormattedMessage } from 'react-intl'
import { useSettings } from '~/lib/settings/use-settings.ts'
import { useSession } from '~/lib/session/use-session.ts'
import { useSaveSettings } from '../hooks/use-save-settings.ts'
import { OddsFormatField } from './odds-format-field.tsx'
import { PriceChangeField } from './price-change-field.tsx'
import { StakesField } from './stakes-field.tsx'
import { VideoField } from './video-field.tsx'

/**
 * Spec §3 Settings: odds format, quick stakes, price-change acceptance, video. A player's are saved
 * to the server; a visitor's are kept for the browser session.
 */
export function SettingsPanel() {
  const session = useSession()
  const settings = useSettings(session.player?.id)
  const save = useSaveSettings()
  const s = settings.data
  return (
    <div className="flex flex-col gap-4">
      {!session.player && (
        <p className="text-xs text-muted">
          <FormattedMessage id="settings.visitor_note" />
        </p>
      )}
      <OddsFormatField onChange={(odds_type) => void save({ odds_type })} />
      {s && (
        <>
          <StakesField
            // A new currency starts the inputs again from that currency's stored stakes.
            key={session.currency.code}
            stakes={s.stakes}
            currency={session.currency}
            onSave={(stakes) => save({ stakes })}
          />
          <PriceChangeField
            value={s.auto_accept_odds_change}
            onChange={(auto_accept_odds_change) => void save({ auto_accept_odds_change })}
          />
          <VideoField value={s.video_enabled} onChange={(video_enabled) => void save({ video_enabled })} />
        </>
      )}
    </div>
  )
}
