import { FormattedMessage } from 'react-intl'

/**
 * Pulsing dot + the word LIVE (+ clock): live state is carried by text, not the red alone. Period and
 * clock never break inside ("Half-" / "time"); in a narrow column they move to a line of their own.
 */
export function LiveBadge({ clock, period }: { clock?: string | null; period?: string | null }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs font-semibold tabular-nums">
      <span className="inline-flex items-center gap-1 rounded-sm bg-live px-1.5 py-0.5 text-[0.6875rem] tracking-wide text-on-live uppercase">
        <span aria-hidden className="animate-live size-1.5 rounded-full bg-on-live" />
        <FormattedMessage id="live.badge" />
      </span>
      {period && <span className="whitespace-nowrap text-muted">{period}</span>}
      {clock && <time className="whitespace-nowrap text-live">{clock}</time>}
    </span>
  )
}
