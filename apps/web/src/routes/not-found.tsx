import { ErrorPage } from '~/components/errors/error-page.tsx'
import { notFound } from '~/lib/route-data.ts'

// Throwing makes SSR answer 404 (not 200) and lets the root boundary render the not-found page.
export const loader = () => {
  throw notFound()
}
export const clientLoader = loader

export default function NotFound() {
  return <ErrorPage kind="not_found" />
}
