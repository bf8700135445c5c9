// Where a brand's links may lead (zod-free, so the web can check a link without loading zod): a path
// of this site, an https URL, or a mailto:/sms: link, which opens the visitor's mail or messages app
// and leads to no other site (spec §2 leaves http, sms: and mailto: links untouched).

/**
 * Whitespace and control characters: browsers drop tabs and newlines inside a URL and trim the
 * rest, so `/<tab>/evil.example` is `//evil.example`, another site.
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\s\u0000-\u001f\u007f-\u009f]/

/**
 * A path of this site: `/` alone, or `/` followed by anything but a second `/` or a `\`, and no
 * backslash anywhere. Browsers read `//evil.example` and `/\evil.example` (a backslash is a slash
 * to them) as another host. Percent-escapes stay (`/%5cx` is a path: browsers do not decode it).
 */
export function isSitePath(value: string): boolean {
  return /^\/(?:[^/\\][^\\]*)?$/.test(value) && !INVISIBLE.test(value)
}

/** An absolute https URL of a plain host name (no credentials, no backslash), optional port and path. */
export function isHttpsUrl(value: string): boolean {
  return (
    /^https:\/\/(?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?(?:[/?#][^\\]*)?$/i.test(value) &&
    !INVISIBLE.test(value)
  )
}

/** A brand's link (navigation, banners, images, platform switcher): a site path, an https URL, mailto: or sms:. */
export function isBrandHref(value: string): boolean {
  return (
    isSitePath(value) || isHttpsUrl(value) || (/^(mailto|sms):[^\\]+$/i.test(value) && !INVISIBLE.test(value))
  )
}
