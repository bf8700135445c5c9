import type { Match, TimelineEvent } from '@sportsbook/contract'
import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ANNOUNCED_KINDS, eventText } from './event-text.ts'

/** A screen reader hears at most one event per this many ms (the list shows them all). */
export const ANNOUNCE_MIN_MS = 8_000
/** Events drawn on the pitch and listed under it. */
const SHOWN = 6

const BIG: ReadonlySet<TimelineEvent['kind']> = new Set(['goal', 'red_card', 'ace', 'set', 'game'])

function Pitch() {
  return (
    <g className="fill-none stroke-line" strokeWidth={0.5}>
      <rect x={0.5} y={0.5} width={99} height={63} />
      <line x1={50} y1={0.5} x2={50} y2={63.5} />
      <circle cx={50} cy={32} r={8} />
      <rect x={0.5} y={16} width={14} height={32} />
      <rect x={85.5} y={16} width={14} height={32} />
      <rect x={0.5} y={26} width={4} height={12} />
      <rect x={95.5} y={26} width={4} height={12} />
    </g>
  )
}

function Court() {
  return (
    <g className="fill-none stroke-line" strokeWidth={0.5}>
      <rect x={0.5} y={0.5} width={99} height={49} />
      <rect x={0.5} y={6} width={99} height={38} />
      <line x1={50} y1={0.5} x2={50} y2={49.5} strokeWidth={1} />
      <line x1={23} y1={6} x2={23} y2={44} />
      <line x1={77} y1={6} x2={77} y2={44} />
      <line x1={23} y1={25} x2={77} y2={25} />
    </g>
  )
}

/** The event list's height: SHOWN lines of its text and the gaps between them, kept while it fills. */
const LIST_BLOCK_SIZE = `calc(${SHOWN}lh + ${SHOWN - 1} * var(--spacing) * 0.5)`

/**
 * The 2D tracker: a pitch or court with the latest events where they happened, the event list
 * beside it, and a polite live region that reads only important events, at most one per
 * ANNOUNCE_MIN_MS, so a busy match does not flood a screen reader. `events` undefined: still loading
 * (the server renders the empty tracker at its full size).
 */
export function MatchTracker({
  match,
  events,
}: {
  match: Match
  events: readonly TimelineEvent[] | undefined
}) {
  const intl = useIntl()
  const [home, away] = match.competitors
  const names = { home: home?.name, away: away?.name }
  const tennis = match.sport.key === 'tennis'
  const height = tennis ? 50 : 64
  const recent = (events ?? []).slice(-SHOWN)
  const [announce, setAnnounce] = useState('')
  const seen = useRef<number | null>(null)
  const lastAt = useRef(0)
  const latest = events?.at(-1)?.seq ?? -1
  const loaded = events !== undefined
  useEffect(() => {
    if (!events) return
    // The first events on screen are history, not news.
    if (seen.current === null) {
      seen.current = latest
      return
    }
    const fresh = events.filter((e) => e.seq > (seen.current ?? -1) && ANNOUNCED_KINDS.has(e.kind))
    seen.current = latest
    const now = Date.now()
    const news = fresh.at(-1)
    if (news && now - lastAt.current >= ANNOUNCE_MIN_MS) {
      lastAt.current = now
      setAnnounce(eventText(intl, news, names))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only new events matter
  }, [latest, loaded])
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`tracker-${match.id}`}>
      <h2 id={`tracker-${match.id}`} className="text-xs font-medium text-muted">
        <FormattedMessage id="match_centre.tracker" />
      </h2>
      <svg
        viewBox={`0 0 100 ${height}`}
        className="w-full rounded-sm bg-sunken"
        role="img"
        aria-label={intl.formatMessage({
          id: tennis ? 'match_centre.tracker.court' : 'match_centre.tracker.pitch',
        })}
        data-testid="tracker"
      >
        {tennis ? <Court /> : <Pitch />}
        {recent.map((e, i) => (
          <circle
            key={e.seq}
            cx={e.x}
            cy={(e.y * height) / 100}
            r={BIG.has(e.kind) ? 2.6 : 1.6}
            className={e.side === 'away' ? 'fill-warning' : e.side === 'home' ? 'fill-brand' : 'fill-fg'}
            opacity={(i + 1) / recent.length}
          />
        ))}
      </svg>
      <div className="text-xs" style={{ minBlockSize: LIST_BLOCK_SIZE }}>
        {recent.length > 0 ? (
          <ol className="flex flex-col gap-0.5" data-testid="tracker-events">
            {[...recent].reverse().map((e) => (
              <li key={e.seq} className="flex gap-2">
                <span
                  aria-hidden
                  className={`mt-1 inline-block size-2 shrink-0 rounded-full ${e.side === 'away' ? 'bg-warning' : e.side === 'home' ? 'bg-brand' : 'bg-fg'}`}
                />
                {eventText(intl, e, names)}
              </li>
            ))}
          </ol>
        ) : (
          loaded && (
            <p className="text-muted">
              <FormattedMessage id="match_centre.tracker.waiting" />
            </p>
          )
        )}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announce}
      </p>
    </section>
  )
}
