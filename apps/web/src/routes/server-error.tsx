import { data } from 'react-router'
import { ErrorPage } from '~/components/errors/error-page.tsx'

export const loader = () => data(null, { status: 500 })
export const clientLoader = () => null

export default function ServerError() {
  return <ErrorPage kind="error" />
}
