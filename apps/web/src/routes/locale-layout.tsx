import { Outlet } from 'react-router'
import { routeBrand } from '~/lib/brand/route-brand.ts'
import { guardLocale, localeInUrl } from '~/lib/locale-guard.ts'
import type { Route } from './+types/locale-layout'

const guard = async ({ params, request }: { params: { locale: string }; request: Request }) => {
  guardLocale(params.locale, request, localeInUrl(await routeBrand(request)))
  return null
}

export const loader = (args: Route.LoaderArgs) => guard(args)
export const clientLoader = (args: Route.ClientLoaderArgs) => guard(args)

export default function LocaleLayout() {
  return <Outlet />
}
