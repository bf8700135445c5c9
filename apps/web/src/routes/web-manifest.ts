// GET /manifest.webmanifest?lang=de: the brand of this host's web app manifest (lib/pwa/web-manifest.ts).
import { getBrand } from '~/lib/brand/get-brand.ts'
import { localeInUrl } from '~/lib/brand/brand-locales.ts'
import { webManifest } from '~/lib/pwa/web-manifest.ts'
import type { Route } from './+types/web-manifest'

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const brand = await getBrand(url.host)
  const manifest = webManifest(brand, url.searchParams.get('lang'), localeInUrl(brand))
  return new Response(JSON.stringify(manifest), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      // A brand's new colours reach installed apps within the hour; the host varies, so no shared cache mixes brands.
      'cache-control': 'public, max-age=3600',
      vary: 'Host',
    },
  })
}
