// What a sport icon needs on the first load: the sprite's symbols' ids once they are in the document.
// The fetch itself (icon-sprite.ts) is imported by the first icon, off the page's first JavaScript.
import { createStore } from '../create-store.ts'

/** Prefix of the symbols' ids in the document, so a sport key never clashes with a page's own id. */
export const ICON_ID_PREFIX = 'sb-icon-'

/** The sport keys the sprite draws, once it is in the document (null before, and during SSR). */
export const iconIds = createStore<ReadonlySet<string> | null>(null)
