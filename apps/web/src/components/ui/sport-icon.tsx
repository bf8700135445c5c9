// The drawings live in the API's sprite (GET /icons.svg, lib/icons), not in the page's JavaScript
// (route budgets, docs/performance.md): referenced by URL where the API is on this origin (drawn from
// the server's HTML), else copied into the document once fetched. The fetch also learns which sports
// the sprite draws, and reports a failure (spec §8).
import { useEffect } from 'react'
import { useStore } from '~/lib/create-store.ts'
import { iconHref, iconIds } from '~/lib/icons/icon-ids.ts'
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
      <use href={iconHref(drawn)} />
    </svg>
  )
}
