import { data } from 'react-router'
import { ErrorPage } from '~/components/errors/error-page.tsx'

export const loader = () => data(null, { status: 401 })
export const clientLoader = () => null

export default function Locked() {
  return <ErrorPage kind="locked" />
}
