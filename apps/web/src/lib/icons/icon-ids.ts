// What a sport icon needs on the first load: the sprite's symbols' ids once they are in the document.
// The fetch itself (icon-sprite.ts) loads with the first icon, off the page's first JavaScript.
import { createStore } from '../create-store.ts'

/** Prefix of the symbols' ids in the document, so a sport key never clashes with a page's own id. */
export const ICON_ID_PREFIX = 'sb-icon-'

/** The sport keys the sprite draws, once it is in the document (null before, and during SSR). */
export const iconIds = createStore<ReadonlySet<string> | null>(null)

let started = false

/** Starts the one fetch of the sprite (later calls do nothing), its code loaded on the way. */
export function requestIconSprite(): void {
  if (started) return
  started = true
  void import('./icon-sprite.ts').then((m) => m.loadIconSprite())
}

/** Tests start from a page that has not asked for the sprite. */
export function forgetIconRequestForTests(): void {
  started = false
}
