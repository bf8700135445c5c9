// GET /app-icon/192.png, /app-icon/512.png: this host's brand's app icon (lib/pwa/app-icon.server.ts).
import { getBrand } from '~/lib/brand/get-brand.ts'
import { APP_ICON_SIZES, appIconPng } from '~/lib/pwa/app-icon.server.ts'
import { parseColour } from '~/lib/pwa/colour.ts'
import { appColours } from '~/lib/pwa/web-manifest.ts'
import type { Route } from './+types/app-icon'

export async function loader({ request, params }: Route.LoaderArgs) {
  const size = APP_ICON_SIZES.find((s) => params.file === `${s}.png`)
  if (!size) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  const colours = appColours(await getBrand(new URL(request.url).host))
  const png = appIconPng(size, parseColour(colours.brand)!, parseColour(colours.onBrand)!)
  return new Response(new Uint8Array(png), {
    headers: {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=3600',
      vary: 'Host',
      'x-content-type-options': 'nosniff',
    },
  })
}
