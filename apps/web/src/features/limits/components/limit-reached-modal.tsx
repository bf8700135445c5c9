import { useIntl } from 'react-intl'
import { AppModal } from '~/components/modal/app-modal.tsx'
import { HELP_ORGANISATIONS } from '../help-organisations.ts'
import { useSignOut } from '../hooks/use-sign-out.ts'

/**
 * Out of session limit (403 from the session info) or activity limit reached ('User is out of limit'):
 * play is over for now. The dialog cannot be closed back into betting; the way on is to log out.
 */
export function LimitReachedModal({ kind }: { kind: 'session' | 'activity' | null }) {
  const intl = useIntl()
  const signOut = useSignOut()
  const help = HELP_ORGANISATIONS[0]
  return (
    <AppModal
      title={intl.formatMessage({ id: `limits.reached.${kind ?? 'session'}.title` })}
      isOpen={kind !== null}
      onOpenChange={() => undefined}
      isDismissable={false}
      size="sm"
    >
      <div className="flex flex-col gap-4 p-4 text-sm">
        <p>{intl.formatMessage({ id: `limits.reached.${kind ?? 'session'}.body` })}</p>
        {help && (
          <p>
            {intl.formatMessage({ id: 'limits.help.lead' })}{' '}
            <a
              href={help.url}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand underline"
            >
              {help.name}
            </a>
          </p>
        )}
        <button
          type="button"
          onClick={() => void signOut()}
          className="rounded-md bg-brand px-4 py-2.5 font-bold text-on-brand hover:bg-brand-strong"
        >
          {intl.formatMessage({ id: 'limits.reality.log_out' })}
        </button>
      </div>
    </AppModal>
  )
}
