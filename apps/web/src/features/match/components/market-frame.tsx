import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { LockIcon } from '~/components/ui/icons.tsx'

interface Props {
  /** The market type's name, the card's heading (and the name of its region). */
  name: string
  /** The card takes no bets now: a lock and why, in words. */
  suspended: boolean
  /** Why, as the feed gave it (`match_centre.suspend_reason.*`); none: just "Suspended". */
  reason?: string | undefined
  /** The market's lines, a row of prices each. */
  children: ReactNode
  /** A promotion's badge beside the name (early payout). */
  badge?: ReactNode
}

/**
 * A market type as one card, as the match page's markets (market-card.tsx) and the bet builder's
 * (builder-card.tsx) both show it: a section headed by its name; a suspended one says so with a lock
 * and the feed's reason in words (price transparency), never by colour or a missing price alone.
 */
export function MarketFrame({ name, suspended, reason, children, badge }: Props) {
  const intl = useIntl()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-md border border-line bg-surface">
      <header className="flex items-center justify-between gap-2 bg-raised px-3 py-2">
        <span className="flex min-w-0 items-center gap-1.5">
          <h2 id={headingId} className="text-sm font-semibold">
            {name}
          </h2>
          {badge}
        </span>
        {suspended && (
          <span
            className="inline-flex items-center gap-1 text-xs font-medium text-muted"
            data-testid="market-suspended"
          >
            <LockIcon className="size-3.5" />
            {reason ? (
              <FormattedMessage
                id="match_centre.suspended_because"
                values={{ reason: intl.formatMessage({ id: `match_centre.suspend_reason.${reason}` }) }}
              />
            ) : (
              <FormattedMessage id="market.suspended" />
            )}
          </span>
        )}
      </header>
      <div className="flex flex-col gap-1 p-1.5">{children}</div>
    </section>
  )
}
