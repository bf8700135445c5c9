// The drawings live in the API's sprite (GET /icons.svg, lib/icons), fetched once per page and put
// into the document, not in the page's JavaScript (route budgets, docs/performance.md).
import { useEffect } from 'react'
import { useStore } from '~/lib/create-store.ts'
import { ICON_ID_PREFIX, iconIds } from '~/lib/icons/icon-ids.ts'
import { requestIconSprite } from '~/lib/icons/request-sprite.ts'

/**
 * Line icon per sport key, drawn on a 24-unit grid in currentColor so it follows the theme; a sport
 * the sprite has no picture for gets its generic trophy (`other`), never an empty box.
 */
export function SportIcon({ sportKey, className = 'size-4' }: { sportKey: string; className?: string }) {
  const ids = useStore(iconIds)
  useEffect(requestIconSprite, [])
  const drawn = ids === null || ids.has(sportKey) ? sportKey : 'other'
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={className}
      data-sport={sportKey}
    >
      <use href={`#${ICON_ID_PREFIX}${drawn}`} />
    </svg>
  )
}
