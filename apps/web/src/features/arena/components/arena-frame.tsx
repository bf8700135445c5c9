import { FormattedMessage, useIntl } from 'react-intl'
import { useBrand } from '~/lib/brand/brand-context.ts'
import { useArenaUrl } from '../api/launch-arena.ts'

/** A path of this site (the reference backend's stand-in), not `//host`. */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//')

/**
 * The virtual gaming arena in a frame, only from an origin the brand lists (iframe_origins) or a page
 * of this site; this site's own page gets no script and no same-origin rights in its sandbox.
 */
export function ArenaFrame() {
  const intl = useIntl()
  const brand = useBrand()
  const wallet = brand?.virtual_wallet ?? null
  const { data: url, isPending, isError } = useArenaUrl(wallet)
  const own = url !== undefined && isSitePath(url)
  const allowed = url !== undefined && (own || brand?.iframe_origins.includes(new URL(url).origin))
  if (wallet && isPending)
    return (
      <p role="status" className="px-1 text-muted">
        <FormattedMessage id="brand.vga.loading" />
      </p>
    )
  if (!wallet || isError || !allowed)
    return (
      <p role="alert" className="rounded-md bg-surface px-4 py-8 text-center text-muted">
        <FormattedMessage id="brand.vga.unavailable" />
      </p>
    )
  // Three quarters of what the bettor sees (--view-height, app.css), not of 100dvh: embedded, that is
  // the content-tall frame itself, which would then grow to four times the rest of the page.
  return (
    <iframe
      src={url}
      title={intl.formatMessage({ id: 'brand.page.virtual_gaming_arena' })}
      className="h-[calc(var(--view-height)*0.75)] w-full rounded-md border border-line"
      sandbox={own ? '' : 'allow-scripts allow-same-origin allow-popups allow-forms'}
      allow="fullscreen"
    />
  )
}
