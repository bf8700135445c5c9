import type { Market, Match } from '@sportsbook/contract'
import { decimalOdds, isMarketOpen, marketKey, outcomeKey } from '@sportsbook/domain'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { RowsSkeleton } from '~/components/ui/skeleton.tsx'
import { ApiError } from '~/lib/api-client.ts'
import { formatOdds } from '~/lib/format-odds.ts'
import { OddsText } from '~/components/ui/odds-text.tsx'
import { useOddsFormat } from '~/lib/odds-format-store.ts'
import { outcomeLabel } from '~/lib/outcome-label.ts'
import { selectionFrom } from '~/lib/slip/selection-from.ts'
import { dispatchSlip } from '~/lib/slip/use-slip.ts'
import { getSlipStore } from '~/lib/slip/slip-store.ts'
import { useCustomMarkets, useCustomOdds, type CustomLeg } from '../api/custom-bet.ts'

/** Fewest legs of a bet builder: one leg is a plain single. */
export const MIN_BUILDER_LEGS = 2

interface Pick {
  market: Market
  outcomeId: string
}

/**
 * The bet builder (spec §2 `#betBuilder`): the player picks outcomes of markets of this one match
 * (one per market line), the server prices them together as they pick (POST /bets/custom/odds), and
 * the legs go to the slip as one custom bet at that price.
 */
export function BetBuilder({ match, home, away }: { match: Match; home?: string; away?: string }) {
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
  const price = useCustomOdds(match.id, legs)
  // A price for other legs (kept while the new one loads) is never shown or added as this one's.
  const odds =
    legs.length >= MIN_BUILDER_LEGS && !price.isError && !price.isPlaceholderData
      ? price.data?.data.odds
      : undefined
  const draw = intl.formatMessage({ id: 'odds.draw' })

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
    dispatchSlip({ type: 'setCustomOdds', key: `custom:${match.id}`, odds: decimalOdds(odds) })
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
  return (
    <div className="flex flex-col gap-2" data-testid="bet-builder">
      <p className="px-1 text-sm text-muted">
        <FormattedMessage id="match_centre.builder.intro" />
      </p>
      {list.map((market) => (
        <section
          key={marketKey(market.id, market.specifier)}
          className="overflow-hidden rounded-md border border-line bg-surface"
          aria-label={market.name}
        >
          <h3 className="flex justify-between gap-2 bg-raised px-3 py-2 text-sm font-semibold">
            {market.name}
            {!isMarketOpen(market.status) && (
              <span className="text-xs font-medium text-muted">
                {market.suspend_reason ? (
                  <FormattedMessage
                    id="match_centre.suspended_because"
                    values={{
                      reason: intl.formatMessage({
                        id: `match_centre.suspend_reason.${market.suspend_reason}`,
                      }),
                    }}
                  />
                ) : (
                  <FormattedMessage id="market.suspended" />
                )}
              </span>
            )}
          </h3>
          <div className="grid grid-cols-2 gap-1 p-1.5 sm:grid-cols-3">
            {market.outcomes.map((o) => {
              const on = picks.get(marketKey(market.id, market.specifier))?.outcomeId === o.id
              return (
                <button
                  key={o.id}
                  type="button"
                  aria-pressed={on}
                  disabled={!o.active || !isMarketOpen(market.status)}
                  onClick={() => toggle(market, o.id)}
                  className={`flex items-center justify-between gap-2 rounded-sm px-3 py-2 text-sm disabled:opacity-50 ${on ? 'bg-brand text-on-brand' : 'bg-odds text-odds-fg hover:bg-odds-hover'}`}
                >
                  <span dir="auto" className="sb-name">
                    {outcomeLabel(o.name, home, away, draw)}
                  </span>
                  <OddsText className="font-semibold tabular-nums">
                    {formatOdds(o.odds, intl, format)}
                  </OddsText>
                </button>
              )
            })}
          </div>
        </section>
      ))}
      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-2 rounded-md border border-line bg-raised px-3 py-2">
        <p aria-live="polite" className="text-sm" data-testid="builder-price">
          {legs.length < MIN_BUILDER_LEGS ? (
            <FormattedMessage id="match_centre.builder.pick_more" values={{ count: MIN_BUILDER_LEGS }} />
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
