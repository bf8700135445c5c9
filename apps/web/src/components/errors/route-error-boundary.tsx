import { isRouteErrorResponse, useRouteError } from 'react-router'
import { reportError } from '~/lib/error-reporting/start-reporting.ts'
import { ErrorPage } from './error-page.tsx'
import { ErrorAppFailed, RenderBoundary } from './render-boundary.tsx'
import { useEffect } from 'react'

/**
 * Maps a thrown route error to the matching error page: 404 → not found, 401 → locked, else error.
 * A render failure (not an HTTP answer) is reported; should the error page itself fail, the error
 * shell's own fallback shows (spec §2), never a blank page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const response = isRouteErrorResponse(error)
  useEffect(() => {
    if (!response) reportError(error, 'route')
  }, [error, response])
  const kind =
    response && error.status === 404
      ? 'not_found'
      : response && (error.status === 401 || error.status === 403)
        ? 'locked'
        : 'error'
  return (
    <RenderBoundary where="error-app" fallback={<ErrorAppFailed />}>
      <ErrorPage kind={kind} />
    </RenderBoundary>
  )
}
