import type { ReactNode } from 'react'

/** Line icons per sport key, drawn on a 24-unit grid in currentColor so they follow the theme. */
const PATHS: Record<string, ReactNode> = {
  soccer: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5l4 2.9-1.5 4.6h-5L8 10.4z" />
      <path d="M12 3v4.5M20.5 9.5l-4.5.9M17.5 19.5l-3-4.5M6.5 19.5l3-4.5M3.5 9.5l4.5.9" />
    </>
  ),
  tennis: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.5 5.8a9 9 0 0 1 0 12.4M18.5 5.8a9 9 0 0 0 0 12.4" />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3v18M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8" />
    </>
  ),
  'ice-hockey': (
    <>
      <path d="M5 3l6 13h6" />
      <path d="M19 3l-4 9" />
      <ellipse cx="8" cy="19" rx="4" ry="1.8" />
    </>
  ),
  volleyball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3a9 9 0 0 1 0 9l7.8 4.5M12 12l-7.8 4.5M12 12a9 9 0 0 0-8.6-3M12 12a9 9 0 0 1 4.5 8" />
    </>
  ),
  cricket: (
    <>
      <path d="M14.5 3.5l6 6-9.5 9.5-6-6z" />
      <path d="M5 13l-2 2 6 6 2-2" />
      <circle cx="18.5" cy="18.5" r="2" />
    </>
  ),
  cs2: (
    <>
      <circle cx="12" cy="12" r="7" />
      <circle cx="12" cy="12" r="2" />
      <path d="M12 2v5M12 17v5M2 12h5M17 12h5" />
    </>
  ),
  dota2: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M7 7l10 10M7 13l4 4M13 7l4 4" />
    </>
  ),
  lol: (
    <>
      <path d="M12 2l8 4v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6z" />
      <path d="M9 8v8h6" />
    </>
  ),
}

const FALLBACK = (
  <>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />
  </>
)

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
      {PATHS[sportKey] ?? FALLBACK}
    </svg>
  )
}
