import { Outlet } from 'react-router'
import { guardLocale } from '~/lib/locale-guard.ts'
import type { Route } from './+types/locale-layout'

export const loader = ({ params, request }: Route.LoaderArgs) => (guardLocale(params.locale, request), null)
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => (
  guardLocale(params.locale, request),
  null
)

export default function LocaleLayout() {
  return <Outlet />
}
