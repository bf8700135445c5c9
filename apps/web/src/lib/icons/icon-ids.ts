// What a sport icon needs on the first load: the sprite's symbols' ids once they are in the document.
// The fetch itself (icon-sprite.ts) is imported by the first icon, off the page's first JavaScript.
import { publicEnv } from '~/config/public-env.ts'
import { createStore } from '../create-store.ts'

/** Prefix of the symbols' ids in the document, so a sport key never clashes with a page's own id. */
export const ICON_ID_PREFIX = 'sb-icon-'

/** The sport keys the sprite draws, once it is in the document (null before, and during SSR). */
export const iconIds = createStore<ReadonlySet<string> | null>(null)

/**
 * Where a `<use>` finds a sport's drawing. With the API on this origin (the default, and any operator
 * whose API is proxied under the site), the sprite itself (`/icons.svg?version=…#soccer`): the
 * server's HTML draws the icons with no JavaScript, the browser fetching the sprite once beside the
 * page (first paint on a phone, issue #31). An API on another origin cannot be the target of a `<use>`,
 * so there the icons wait for the sprite's symbols copied into the document (icon-sprite.ts).
 */
export function iconHref(key: string): string {
  const base = publicEnv().sportsbookApiUrl
  if (base.startsWith('/') && !base.startsWith('//'))
    return `${base.replace(/\/$/, '')}/icons.svg?version=${encodeURIComponent(__APP_VERSION__)}#${key}`
  return `#${ICON_ID_PREFIX}${key}`
}
