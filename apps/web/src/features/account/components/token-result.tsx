import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { completeModal, openModal } from '~/lib/modal/modal-store.ts'
import { confirmAccount } from '../api/confirm-account.ts'
import { unlockAccount } from '../api/unlock-account.ts'
import { errorMessage } from '../hooks/use-auth-form.ts'
import { useStorePlayer } from '../hooks/use-signed-in.ts'
import { EmailRequestForm } from './email-request-form.tsx'
import { submitClass } from './form-field.tsx'

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string }

/**
 * The confirmation and unlock links (spec §2): the token is checked once on open; confirming signs
 * the player in. Without a token, or when it failed, the player can ask for a new email.
 */
export function TokenResult({ kind, token }: { kind: 'confirmation' | 'unlock'; token: string | undefined }) {
  const intl = useIntl()
  const storePlayer = useStorePlayer()
  const [state, setState] = useState<State>({ kind: 'working' })
  const started = useRef(false)
  useEffect(() => {
    // Tokens are single use: a second run (Strict Mode, re-render) would report "invalid".
    if (!token || started.current) return
    started.current = true
    const run = kind === 'confirmation' ? confirmAccount(token).then(storePlayer) : unlockAccount(token)
    run.then(
      () => setState({ kind: 'done' }),
      (e: unknown) => setState({ kind: 'failed', message: errorMessage(intl, e) }),
    )
  }, [kind, token, intl, storePlayer])
  if (!token) return <EmailRequestForm kind={kind === 'confirmation' ? 'confirmation' : 'unlock'} />
  if (state.kind === 'working') {
    return (
      <p role="status" className="p-4 text-sm text-muted">
        {intl.formatMessage({ id: 'common.loading' })}
      </p>
    )
  }
  if (state.kind === 'failed') {
    return (
      <div className="flex flex-col gap-2">
        <p
          role="alert"
          className="mx-4 mt-4 rounded-md bg-negative/10 px-3 py-2 text-sm font-medium text-negative"
        >
          {state.message}
        </p>
        <EmailRequestForm kind={kind === 'confirmation' ? 'confirmation' : 'unlock'} />
      </div>
    )
  }
  return (
    <div role="status" className="flex flex-col gap-3 p-4">
      <p className="font-semibold">{intl.formatMessage({ id: `auth.${kind}.done` })}</p>
      <button
        type="button"
        className={submitClass}
        onClick={() => (kind === 'confirmation' ? completeModal() : openModal('sign-in'))}
      >
        {intl.formatMessage({ id: kind === 'confirmation' ? 'auth.continue' : 'header.sign_in' })}
      </button>
    </div>
  )
}
