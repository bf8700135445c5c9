import { redirect } from 'react-router'
import { href, localeFromPathname, paths } from '~/config/paths.ts'

/** "/" and "/{locale}" have no page of their own: every product page lives under /sports (spec §2). */
function toSportsHome({ request }: { request: Request }) {
  const url = new URL(request.url)
  return redirect(href(paths.home(), localeFromPathname(url.pathname)) + url.search)
}

export const loader = toSportsHome
export const clientLoader = toSportsHome
