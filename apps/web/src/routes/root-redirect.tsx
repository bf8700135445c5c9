import { redirect } from 'react-router'
import { href, paths } from '~/config/paths.ts'
import { guardLocale, localeInUrl } from '~/lib/locale-guard.ts'
import { brandLocales } from '~/lib/brand/brand-locales.ts'
import { routeBrand } from '~/lib/brand/route-brand.ts'
import type { Route } from './+types/root-redirect'

/**
 * "/" and "/{locale}" have no page of their own: every product page lives under /sports (spec §2).
 * "/" opens in the brand's default language (the first of its locales).
 */
async function toSportsHome({ params, request }: { params: { locale?: string }; request: Request }) {
  const brand = await routeBrand(request)
  // Runs in parallel with the locale layout's guard, so it must not redirect an unknown segment to a page.
  guardLocale(params.locale, request, localeInUrl(brand))
  const locale = params.locale ?? brandLocales(brand)[0]
  return redirect(href(paths.home(), locale, localeInUrl(brand)) + new URL(request.url).search)
}

export const loader = (args: Route.LoaderArgs) => toSportsHome(args)
export const clientLoader = (args: Route.ClientLoaderArgs) => toSportsHome(args)
