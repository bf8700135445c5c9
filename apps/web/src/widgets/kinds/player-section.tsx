// The frame of the player-area widgets: a titled section, and the sign-in prompt a visitor gets.
import type { MouseEvent, ReactNode } from 'react'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { openModal } from '~/lib/modal/modal-store.ts'

export function WidgetSection({
  title,
  action,
  children,
}: {
  title: string | undefined
  action?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={title ? id : undefined} className="flex flex-col gap-2">
      {(title || action) && (
        <div className="flex items-center justify-between gap-2 px-1">
          {title && (
            <h2 id={id} className="text-base font-bold">
              {title}
            </h2>
          )}
          {action}
        </div>
      )}
      {children}
    </section>
  )
}

const open = (modal: 'sign-in' | 'sign-up') => (e: MouseEvent) => {
  e.preventDefault()
  openModal(modal)
}

/**
 * What a visitor sees where a player's own things would be: why, and Sign In / Sign Up. Links to the
 * modals (`#sign-in`, which also works before the page runs), not buttons: the header's Sign In and
 * Sign Up stay the page's only buttons of those names.
 */
export function SignInPrompt({ hint }: { hint: string }) {
  const intl = useIntl()
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p className="min-w-0 flex-1">{hint}</p>
      <a
        href="#sign-in"
        onClick={open('sign-in')}
        className="rounded-md bg-brand px-4 py-2 font-bold text-on-brand hover:bg-brand-strong"
      >
        {intl.formatMessage({ id: 'header.sign_in' })}
      </a>
      <a
        href="#sign-up"
        onClick={open('sign-up')}
        className="rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised"
      >
        {intl.formatMessage({ id: 'header.sign_up' })}
      </a>
    </div>
  )
}
