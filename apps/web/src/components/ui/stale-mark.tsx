import { useIntl } from 'react-intl'
import { useOffline } from '~/hooks/use-offline.ts'
import { useStaleSince } from '~/hooks/use-stale-since.ts'

interface Props {
  what: 'prices' | 'bets'
  /** When the panel's data was last fetched (ms epoch): offline, it is "as of" then (My Bets' open list). */
  asOf?: number
}

/**
 * A live panel's own "not live" line (issue #31: fresh or visibly stale): while the live connection is
 * down, the panel says its prices (or bets) are as of the moment it was lost and that it is
 * reconnecting, in words (never colour alone); it goes away by itself once live again. Offline (the
 * browser has no network, or the page is the service worker's copy: ADR 042) it says so, as of the
 * data's own time to the minute, and that prices are not for betting. The global connection alert
 * (spec §4) announces the loss; this line is not a live region, so a page with four panels is not
 * read out four times.
 */
export function StaleMark({ what, asOf }: Props) {
  const intl = useIntl()
  const since = useStaleSince()
  const offline = useOffline()
  if (since === null && !offline) return null
  const at = (offline && asOf) || since || Date.now()
  const time = offline
    ? intl.formatTime(at, { hour: 'numeric', minute: '2-digit' })
    : intl.formatTime(at, { hour: 'numeric', minute: '2-digit', second: '2-digit' })
  return (
    <p
      className="flex items-center gap-2 rounded-sm border border-warning bg-surface px-2.5 py-1.5 text-xs font-semibold"
      data-testid="stale-mark"
      data-offline={offline || undefined}
    >
      <span
        aria-hidden
        className={`inline-block size-3 shrink-0 rounded-full border-2 border-warning ${
          offline ? '' : 'border-t-transparent motion-safe:animate-spin'
        }`}
      />
      {intl.formatMessage({ id: offline ? `pwa.offline.${what}` : `live.stale.${what}` }, { time })}
    </p>
  )
}
