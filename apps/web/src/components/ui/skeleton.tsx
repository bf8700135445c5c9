import type { CSSProperties } from 'react'

/** A grey placeholder of the content's shape, shown while data is on its way. */
export function Skeleton({ className = '', style }: { className?: string; style?: CSSProperties }) {
  return <div aria-hidden className={`animate-pulse rounded-sm bg-odds ${className}`} style={style} />
}

/** Rows shaped like match rows, for lists that are still loading. */
export function RowsSkeleton({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-px overflow-hidden rounded-md">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3 bg-surface px-3 py-2.5">
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3.5 w-2/5" />
            <Skeleton className="h-3.5 w-1/3" />
          </div>
          <Skeleton className="h-9 w-14" />
          <Skeleton className="h-9 w-14" />
          <Skeleton className="h-9 w-14" />
        </div>
      ))}
    </div>
  )
}
