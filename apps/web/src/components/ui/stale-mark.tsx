import { useIntl } from 'react-intl'
import { useStaleSince } from '~/hooks/use-stale-since.ts'

/**
 * A live panel's own "not live" line (issue #31: fresh or visibly stale): while the live connection is
 * down, the panel says its prices (or bets) are as of the moment it was lost and that it is
 * reconnecting, in words (never colour alone); it goes away by itself once live again. The global
 * connection alert (spec §4) announces the loss; this line is not a live region, so a page with four
 * panels is not read out four times.
 */
export function StaleMark({ what }: { what: 'prices' | 'bets' }) {
  const intl = useIntl()
  const since = useStaleSince()
  if (since === null) return null
  const time = intl.formatTime(since, { hour: 'numeric', minute: '2-digit', second: '2-digit' })
  return (
    <p
      className="flex items-center gap-2 rounded-sm border border-warning bg-surface px-2.5 py-1.5 text-xs font-semibold"
      data-testid="stale-mark"
    >
      <span
        aria-hidden
        className="inline-block size-3 shrink-0 rounded-full border-2 border-warning border-t-transparent motion-safe:animate-spin"
      />
      {intl.formatMessage({ id: `live.stale.${what}` }, { time })}
    </p>
  )
}
