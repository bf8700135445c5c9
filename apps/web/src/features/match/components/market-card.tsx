import type { Market, Match } from '@sportsbook/contract'
import { isMarketSuspended, isMatchBettable } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { EarlyPayoutBadge, earlyPayoutOn } from '~/components/bets/early-payout-badge.tsx'
import { OddsButton } from '~/components/ui/odds-button.tsx'
import { outcomeLabel } from '~/lib/outcome-label.ts'
import { selectionFrom } from '~/lib/slip/selection-from.ts'
import { MarketFrame } from './market-frame.tsx'
import { namesSides } from './market-lines.ts'

interface Props {
  /** One market type: a single market, or several lines of it (Total 1.5 / 2.5 / 3.5) in sort order. */
  lines: readonly Market[]
  home?: string
  away?: string
  /** False once the match stopped taking bets: every price shows locked. */
  bettable: boolean
  /** The match the prices belong to, so pressing one puts it on the bet slip. */
  match?: Match
}

/** Columns of a line's prices: two for two outcomes, three for three, six or many. */
export const gridCols = (n: number) =>
  n === 2 ? 'grid-cols-2' : n % 3 === 0 || n > 4 ? 'grid-cols-3' : 'grid-cols-2'

/** A market as a section headed by its name; a suspended one says so in words and locks its prices. */
export function MarketCard({ lines, home, away, bettable, match }: Props) {
  const intl = useIntl()
  const draw = intl.formatMessage({ id: 'odds.draw' })
  const first = lines[0]
  if (!first) return null
  const allSuspended = lines.every((m) => isMarketSuspended(m.status))
  // Price transparency: say why, as the feed gave it; a prematch or live match that takes no bets has
  // its provider offline (spec §6): "provider down".
  const providerDown = !!match && isMatchBettable(match.status) && !bettable
  const reason = providerDown ? 'provider_down' : allSuspended ? first.suspend_reason : undefined
  const earlyPayout = earlyPayoutOn(match, first)
  return (
    <MarketFrame
      name={first.name}
      suspended={allSuspended || providerDown}
      reason={reason}
      badge={earlyPayout && <EarlyPayoutBadge lead={earlyPayout.lead} />}
    >
      {lines.map((market) => {
        const suspended = isMarketSuspended(market.status)
        return (
          <div key={market.specifier} className={`grid gap-1 ${gridCols(market.outcomes.length)}`}>
            {market.outcomes.map((o) => {
              const label = namesSides(market) ? outcomeLabel(o.name, home, away, draw) : o.name
              return (
                <OddsButton
                  key={o.id}
                  label={label}
                  caption={label}
                  odds={o.odds}
                  boostedFrom={o.boosted_from}
                  locked={suspended || !o.active || !bettable}
                  selection={match && selectionFrom(match, market, o)}
                />
              )
            })}
          </div>
        )
      })}
    </MarketFrame>
  )
}
