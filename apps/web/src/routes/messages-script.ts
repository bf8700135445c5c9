// GET /i18n/<locale>.<hash>.js: a locale's messages for the browser (lib/i18n.server.ts messagesScript).
import { findLocale } from '~/config/locales.ts'
import { messagesScript } from '~/lib/i18n.server.ts'
import type { Route } from './+types/messages-script'

const FILE = /^([A-Za-z-]+)\.([0-9a-f]{12})\.js$/

export function loader({ params }: Route.LoaderArgs) {
  const m = FILE.exec(params.file)
  const locale = m && findLocale(m[1]!)
  if (!m || !locale) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  const script = messagesScript(locale)
  const current = script.url.endsWith(`.${m[2]}.js`)
  return new Response(script.body, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      // An older hash (a page rendered before a deploy) gets today's messages, not kept for long.
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
      'x-content-type-options': 'nosniff',
    },
  })
}
