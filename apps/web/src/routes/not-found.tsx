import { ErrorPage } from '~/components/errors/error-page.tsx'
import { notFound } from '~/lib/route-data.ts'

/**
 * Throwing makes SSR answer 404 (not 200) and lets the root boundary render the not-found page.
 * One function for both loaders: the client build drops `loader`, so `clientLoader` must not name it.
 */
const throwNotFound = (): never => {
  throw notFound()
}
export const loader = throwNotFound
export const clientLoader = throwNotFound

export default function NotFound() {
  return <ErrorPage kind="not_found" />
}
