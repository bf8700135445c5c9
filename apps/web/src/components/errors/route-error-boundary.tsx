import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorPage } from './error-page.tsx'

/** Maps a thrown route error to the matching error page: 404 → not found, 401 → locked, else error. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <ErrorPage kind="not_found" />
    if (error.status === 401 || error.status === 403) return <ErrorPage kind="locked" />
  } else if (import.meta.env.DEV) {
    console.error(error)
  }
  return <ErrorPage kind="error" />
}
