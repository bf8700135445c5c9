import { useIntl } from 'react-intl'
import { setConsent } from '~/lib/tracking/consent.ts'

const button =
  'rounded-md px-3 py-2 text-sm font-semibold outline-none focus-visible:outline-2 focus-visible:outline-focus'

/** Spec §2 cookie confirmation: a non-modal region; the choice is kept for a year (spec §7). */
export default function CookieConsentBanner() {
  const intl = useIntl()
  const title = intl.formatMessage({ id: 'consent.title' })
  return (
    <section
      aria-label={title}
      className="fixed inset-x-2 bottom-18 z-40 mx-auto max-w-xl rounded-md border border-line bg-surface p-4 text-fg shadow-lg md:bottom-4"
    >
      <h2 className="text-sm font-bold">{title}</h2>
      <p className="mt-1 text-sm text-muted">{intl.formatMessage({ id: 'consent.description' })}</p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className={`${button} border border-line hover:bg-raised`}
          onClick={() => setConsent('necessary')}
        >
          {intl.formatMessage({ id: 'consent.necessary' })}
        </button>
        <button
          type="button"
          className={`${button} bg-brand text-on-brand hover:bg-brand-strong`}
          onClick={() => setConsent('all')}
        >
          {intl.formatMessage({ id: 'consent.accept' })}
        </button>
      </div>
    </section>
  )
}
