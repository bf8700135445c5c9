import { Outlet, redirect } from 'react-router'
import { resolveLocaleSegment, withLocale } from '~/config/paths.ts'
import { notFound } from '~/lib/route-data.ts'
import type { Route } from './+types/locale-layout'

/** Serves a supported locale segment, redirects aliases and the default locale to their canonical URL, 404s the rest. */
function guard({ params, request }: { params: { locale: string }; request: Request }) {
  const r = resolveLocaleSegment(params.locale)
  if (r.kind === 'unknown') throw notFound()
  if (r.kind === 'redirect') {
    const url = new URL(request.url)
    throw redirect(withLocale(url.pathname, url.search, url.hash, r.locale), 301)
  }
  return null
}

export const loader = (args: Route.LoaderArgs) => guard(args)
export const clientLoader = (args: Route.ClientLoaderArgs) => guard(args)

export default function LocaleLayout() {
  return <Outlet />
}
