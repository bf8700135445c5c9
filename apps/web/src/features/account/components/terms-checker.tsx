import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { AppModal } from '~/components/modal/app-modal.tsx'
import { publicEnv } from '~/config/public-env.ts'
import { usePlayer } from '~/lib/session/get-player.ts'
import { acceptTerms, dismissTerms, followTerms, useTermsState } from '~/lib/session/terms.ts'
import { isLoggedIn } from '~/lib/session/use-session.ts'
import { submitClass } from './form-field.tsx'

/**
 * Spec §2 terms-and-conditions checker: a signed-in player who has not accepted the operator's
 * current terms (PUBLIC_TERMS_VERSION) is asked to, on sign-in and again before a bet.
 */
export function TermsChecker({ version = publicEnv().termsVersion }: { version?: string | null }) {
  const intl = useIntl()
  const data = usePlayer().data
  const playerId = isLoggedIn(data) && data.auth_fields_missed.length === 0 ? data.id : null
  const { open } = useTermsState()
  useEffect(() => followTerms(playerId, version), [playerId, version])
  return (
    <AppModal
      title={intl.formatMessage({ id: 'terms.title' })}
      isOpen={open}
      onOpenChange={(o) => !o && dismissTerms()}
      variant="sheet"
      size="sm"
    >
      <div className="flex flex-col gap-3 p-4 text-sm">
        <p>{intl.formatMessage({ id: 'terms.description' })}</p>
        <a
          href={publicEnv().links.terms}
          target="_blank"
          rel="noopener noreferrer"
          className="self-start font-semibold text-brand underline-offset-2 hover:underline"
        >
          {intl.formatMessage({ id: 'auth.read_terms' })}
        </a>
        <button type="button" className={submitClass} onClick={acceptTerms}>
          {intl.formatMessage({ id: 'terms.accept' })}
        </button>
      </div>
    </AppModal>
  )
}
