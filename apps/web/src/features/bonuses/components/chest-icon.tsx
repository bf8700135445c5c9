import { chestSize } from '@sportsbook/domain'

/** Spec §9: chest image size by level (1 small, 2 medium, else large), for a win or a loss chest. */
const SIZE = { small: 'size-6', medium: 'size-8', large: 'size-10' } as const

/** A chest drawn by level and kind (the label names both: colour is never the only cue). */
export function ChestIcon({ level, kind, label }: { level: number; kind: 'win' | 'loss'; label: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      role="img"
      aria-label={label}
      className={`${SIZE[chestSize(level)]} ${kind === 'win' ? 'text-positive' : 'text-muted'}`}
      data-testid="chest"
      data-level={level}
    >
      <path fill="currentColor" d="M3 9a4 4 0 0 1 4-4h10a4 4 0 0 1 4 4v2H3z" opacity=".7" />
      <path fill="currentColor" d="M3 12h18v7a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
      <rect x="10" y="10" width="4" height="5" rx="1" className="fill-surface" />
    </svg>
  )
}
