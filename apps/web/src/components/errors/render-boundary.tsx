import { Component, useContext, type ErrorInfo, type ReactNode } from 'react'
import { IntlContext } from 'react-intl'
import { reportError } from '~/lib/error-reporting/start-reporting.ts'

interface Props {
  /** Where the boundary sits, sent with the report (a widget kind, "route", "error-app"). */
  where: string
  /** What shows instead of the children once one of them threw while rendering. */
  fallback: ReactNode
  children: ReactNode
}

/**
 * Catches a render failure below it (spec §2, §8): the rest of the page stays, the failed part shows
 * `fallback`, and the error is reported (React's boundaries swallow it, so it must be sent here).
 */
export class RenderBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, this.props.where)
    if (import.meta.env.DEV && info.componentStack) console.error(info.componentStack)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** The spec's words, for when react-intl itself is what failed. */
const UNEXPECTED_ERROR = 'UNEXPECTED ERROR'

/** The spec's render-failure fallback: "UNEXPECTED ERROR" where the failed part was. */
export function UnexpectedError() {
  const intl = useContext(IntlContext)
  return (
    <p role="alert" className="rounded-md bg-surface px-4 py-6 text-center text-sm font-semibold text-muted">
      {intl ? intl.formatMessage({ id: 'page.unexpected_error' }) : UNEXPECTED_ERROR}
    </p>
  )
}

/**
 * The error shell's own failure (spec §2: "UNEXPECTED ERROR IN ERROR APP"): shown when the error page
 * itself threw, so it needs nothing that may have failed; the locale's words when react-intl still
 * works, the spec's English otherwise.
 */
export const UNEXPECTED_ERROR_IN_ERROR_APP = 'UNEXPECTED ERROR IN ERROR APP'

export function ErrorAppFailed() {
  const intl = useContext(IntlContext)
  let text = UNEXPECTED_ERROR_IN_ERROR_APP
  try {
    if (intl) text = intl.formatMessage({ id: 'page.unexpected_error_in_error_app' })
  } catch {
    // The shell is broken: the spec's words.
  }
  return (
    <main className="px-6 py-14 text-center">
      <h1 className="text-xl font-bold">{text}</h1>
    </main>
  )
}
