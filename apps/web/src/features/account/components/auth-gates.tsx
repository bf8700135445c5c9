import type { PhoneVerification, Player } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { LazyAppModal as AppModal } from '~/components/modal/lazy-modal.tsx'
import { publicEnv } from '~/config/public-env.ts'
import { playerQueryKey, usePlayer } from '~/lib/session/get-player.ts'
import { isLoggedIn } from '~/lib/session/use-session.ts'
import { phoneQueryKey } from '../api/phone.ts'
import {
  closePhoneVerification,
  openPhoneVerification,
  usePhoneVerificationOpen,
} from '../hooks/phone-modal.ts'
import { usePhone } from '../hooks/use-phone.ts'
import { MissedFieldsForm } from './missed-fields-form.tsx'
import { PhoneVerificationForm } from './phone-verification-form.tsx'

const ignore = () => {}

/**
 * The two modals a signed-in player cannot close (spec §2, §4, §5): missed auth fields while the
 * profile lacks any, then phone verification when the operator requires it or the player asked.
 */
export function AuthGates({
  phoneRequired = publicEnv().phoneVerificationRequired,
}: {
  /** The operator's PUBLIC_PHONE_VERIFICATION_REQUIRED, read at run time; tests pass it. */
  phoneRequired?: boolean
}) {
  const intl = useIntl()
  const qc = useQueryClient()
  const data = usePlayer().data
  const player = isLoggedIn(data) ? data : null
  const playerId = player?.id ?? null
  const phoneOpen = usePhoneVerificationOpen()
  const phone = usePhone(playerId, phoneRequired || phoneOpen)
  const missed = player?.auth_fields_missed ?? []
  const unverified = phone.data !== undefined && phone.data.verified_status !== 'verified'

  useEffect(() => {
    if (playerId === null) closePhoneVerification()
    else if (phoneRequired && unverified) openPhoneVerification()
  }, [playerId, phoneRequired, unverified])

  const saved = (p: Player) => {
    qc.setQueryData(playerQueryKey, p)
    void qc.invalidateQueries({ queryKey: playerQueryKey })
  }
  const phoneState = (s: PhoneVerification) => {
    if (playerId === null) return
    qc.setQueryData(phoneQueryKey(playerId), s)
    if (s.verified_status === 'verified') {
      closePhoneVerification()
      void qc.invalidateQueries({ queryKey: playerQueryKey })
    }
  }

  const showMissed = missed.length > 0
  const showPhone = playerId !== null && !showMissed && phoneOpen && phone.data !== undefined
  return (
    <>
      <AppModal
        title={intl.formatMessage({ id: 'modal.missed-auth-fields' })}
        isOpen={showMissed}
        onOpenChange={ignore}
        isDismissable={false}
        variant="sheet"
        size="sm"
      >
        {showMissed && <MissedFieldsForm fields={missed} onSaved={saved} />}
      </AppModal>
      <AppModal
        title={intl.formatMessage({ id: 'modal.phone-verification' })}
        isOpen={showPhone}
        // Required by the operator: it cannot be closed (spec §2). Asked for from the account menu:
        // the player may come back to it later, so it closes like any other dialog.
        onOpenChange={phoneRequired ? ignore : (open) => !open && closePhoneVerification()}
        isDismissable={!phoneRequired}
        variant="sheet"
        size="sm"
      >
        {showPhone && phone.data && (
          <PhoneVerificationForm state={phone.data} country={player?.country} onState={phoneState} />
        )}
      </AppModal>
    </>
  )
}
