// The drawings live in a static SVG sprite (one cached request), not in the page's JavaScript
// (route budgets, docs/performance.md). `no-inline`: a data: URL cannot be the target of <use>.
import sprite from './sport-icons.svg?url&no-inline'

/** Sports the sprite draws; any other key gets the generic trophy ("other"). */
const DRAWN = new Set([
  'soccer',
  'tennis',
  'basketball',
  'ice-hockey',
  'volleyball',
  'cricket',
  'cs2',
  'dota2',
  'lol',
])

/** Line icon per sport key, drawn on a 24-unit grid in currentColor so it follows the theme. */
export function SportIcon({ sportKey, className = 'size-4' }: { sportKey: string; className?: string }) {
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
      <use href={`${sprite}#${DRAWN.has(sportKey) ? sportKey : 'other'}`} />
    </svg>
  )
}
