import type { Market, Match } from '@sportsbook/contract'
import { MATCH_STATUS } from '@sportsbook/domain'
import { useIntl } from 'react-intl'

/**
 * The match's early-payout offer when `market` is the market it covers and the match has not started:
 * in-play bets never qualify (ADR 031), so a live match shows no badge.
 */
export function earlyPayoutOn(match: Match | undefined, market: Market | null | undefined) {
  const offer = match?.early_payout
  if (!offer || !market || match.status !== MATCH_STATUS.PREMATCH) return undefined
  return market.id === offer.market_id && !market.specifier ? offer : undefined
}

/**
 * The compact "2UP" badge of a market on early-payout offer (ADR 031): the short label is for the
 * eye; a screen reader hears the offer in words instead.
 */
export function EarlyPayoutBadge({ lead }: { lead: number }) {
  const intl = useIntl()
  return (
    <span className="rounded-sm bg-brand px-1 text-xs font-bold text-on-brand">
      <span aria-hidden="true">{intl.formatMessage({ id: 'early_payout.badge' }, { lead })}</span>
      <span className="sr-only">{intl.formatMessage({ id: 'early_payout.description' }, { lead })}</span>
    </span>
  )
}
