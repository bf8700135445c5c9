import type { Market, Match } from '@sportsbook/contract'
import { customBetKey, decimalOdds, marketKey, outcomeKey, sortMarkets } from '@sportsbook/domain'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { RowsSkeleton } from '~/components/ui/skeleton.tsx'
import { ApiError } from '~/lib/api-client.ts'
import { formatOdds } from '~/lib/format-odds.ts'
import { useOddsFormat } from '~/lib/odds-format-store.ts'
import { outcomeLabel } from '~/lib/outcome-label.ts'
import { selectionFrom } from '~/lib/slip/selection-from.ts'
import { dispatchSlip } from '~/lib/slip/use-slip.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { useCustomMarkets, useCustomOdds, type CustomLeg } from '../api/custom-bet.ts'
import { BuilderCard } from './builder-card.tsx'
import { groupLines, lineNow, namesSides, outcomeOpen } from './market-lines.ts'

/** Fewest legs of a bet builder: one leg is a plain single. */
export const MIN_BUILDER_LEGS = 2

interface Pick {
  market: Market
  outcomeId: string
}

interface Props {
  match: Match
  home?: string
  away?: string
  /**
   * The match page's market list, kept live by the match channel: a line it suspends, closes or
   * drops shows suspended here too (the builder's own list is read once).
   */
  live?: readonly Market[]
}

/**
 * The bet builder (spec §2 `#betBuilder`): the player picks outcomes of markets of this one match
 * (one per market line), the server prices them together as they pick (POST /bets/custom/odds), and
 * the legs go to the slip as one custom bet at that price. A suspended line shows its lock, never a
 * price; a pick whose line is suspended stays (it can be taken off) and holds the joint price back.
 */
export function BetBuilder({ match, home, away, live }: Props) {
  const intl = useIntl()
  const format = useOddsFormat()
  const markets = useCustomMarkets(match.id)
  const [picks, setPicks] = useState<ReadonlyMap<string, Pick>>(new Map())
  const [added, setAdded] = useState(false)
  const legs: CustomLeg[] = [...picks.values()].map((p) => ({
    market_id: p.market.id,
    specifier: p.market.specifier,
    outcome_id: p.outcomeId,
  }))
  const suspendedPicks = [...picks.values()].filter((p) => !outcomeOpen(lineNow(p.market, live), p.outcomeId))
  const price = useCustomOdds(match.id, legs, suspendedPicks.length === 0)
  // A price for other legs (kept while the new one loads) is never shown or added as this one's.
  const odds =
    legs.length >= MIN_BUILDER_LEGS &&
    suspendedPicks.length === 0 &&
    !price.isError &&
    !price.isPlaceholderData
      ? price.data?.data.odds
      : undefined

  const toggle = (market: Market, outcomeId: string) => {
    setAdded(false)
    setPicks((prev) => {
      const next = new Map(prev)
      const key = marketKey(market.id, market.specifier)
      if (next.get(key)?.outcomeId === outcomeId) next.delete(key)
      else next.set(key, { market, outcomeId })
      return next
    })
  }

  const addToSlip = () => {
    if (odds === undefined) return
    const selected = getSlipStore().getTicket().selectedOutcomeIds
    // The legs replace whatever of them the slip already holds (a toggle would remove them instead).
    for (const p of picks.values()) {
      const id = outcomeKey(match.id, p.market.id, p.market.specifier, p.outcomeId)
      if (selected.includes(id)) dispatchSlip({ type: 'removeOutcome', outcomeId: id })
    }
    for (const p of picks.values()) {
      const outcome = p.market.outcomes.find((o) => o.id === p.outcomeId)
      const selection = outcome && selectionFrom(match, p.market, outcome)
      if (selection) dispatchSlip({ type: 'toggleOutcome', selection, custom: true })
    }
    dispatchSlip({ type: 'setCustomOdds', key: customBetKey(match.id), odds: decimalOdds(odds) })
    setAdded(true)
  }

  if (markets.isPending) return <RowsSkeleton rows={4} label={intl.formatMessage({ id: 'common.loading' })} />
  const list = markets.data?.data ?? []
  if (list.length === 0)
    return (
      <p className="rounded-md bg-surface px-4 py-6 text-center text-muted">
        <FormattedMessage id="match_centre.builder.none" />
      </p>
    )
  const draw = intl.formatMessage({ id: 'odds.draw' })
  return (
    <div className="flex flex-col gap-2" data-testid="bet-builder">
      <p className="px-1 text-sm text-muted">
        <FormattedMessage id="match_centre.builder.intro" />
      </p>
      {groupLines(sortMarkets(list)).map((lines) => (
        <BuilderCard
          key={marketKey(lines[0]!.id, lines[0]!.specifier)}
          matchId={match.id}
          lines={lines.map((l) => lineNow(l, live))}
          picks={picks}
          label={(name) => (namesSides(lines[0]!) ? outcomeLabel(name, home, away, draw) : name)}
          onToggle={toggle}
        />
      ))}
      {/* Above the phone's tab bar (fixed, below md), so Add to bet slip stays in reach. */}
      <div className="sticky bottom-[calc(var(--view-bottom)+3.25rem+env(safe-area-inset-bottom))] flex flex-wrap md:bottom-0 items-center justify-between gap-2 rounded-md border border-line bg-raised px-3 py-2">
        <p aria-live="polite" className="text-sm" data-testid="builder-price">
          {legs.length < MIN_BUILDER_LEGS ? (
            <FormattedMessage id="match_centre.builder.pick_more" values={{ count: MIN_BUILDER_LEGS }} />
          ) : suspendedPicks.length > 0 ? (
            <FormattedMessage
              id="match_centre.builder.pick_suspended"
              values={{ count: suspendedPicks.length }}
            />
          ) : price.isError ? (
            <FormattedMessage
              id={
                price.error instanceof ApiError && price.error.code === 'custom_bet_unavailable'
                  ? 'error.custom_bet.unavailable'
                  : 'match_centre.builder.incompatible'
              }
            />
          ) : odds !== undefined ? (
            <FormattedMessage
              id="match_centre.builder.price"
              values={{ count: legs.length, odds: formatOdds(odds, intl, format) }}
            />
          ) : (
            <FormattedMessage id="common.loading" />
          )}
        </p>
        <button
          type="button"
          disabled={odds === undefined}
          onClick={addToSlip}
          className="rounded-sm bg-brand px-3 py-1.5 text-sm font-semibold text-on-brand disabled:opacity-50"
        >
          <FormattedMessage id="match_centre.builder.add" />
        </button>
        {added && (
          <p role="status" className="basis-full text-xs text-positive">
            <FormattedMessage id="match_centre.builder.added" />
          </p>
        )}
      </div>
    </div>
  )
}
