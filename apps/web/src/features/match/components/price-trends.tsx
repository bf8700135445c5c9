import type { Market, Match, PriceHistory } from '@sportsbook/contract'
import { MATCH_STATUS, outcomeKey } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { Sparkline } from '~/components/ui/sparkline.tsx'
import { useLiveOdds } from '~/hooks/use-live-odds.ts'
import { formatOdds } from '~/lib/format-odds.ts'
import { OddsText } from '~/components/ui/odds-text.tsx'
import { useOddsFormat } from '~/lib/odds-format-store.ts'
import { outcomeLabel } from '~/lib/outcome-label.ts'
import { usePriceHistory } from '../api/price-history.ts'
import { PriceAge } from './price-age.tsx'

type Moves = PriceHistory['outcomes'][number]['moves']

/**
 * Price transparency (issue 19): each main-market price with its recent moves as a sparkline and the
 * time since it last changed. The stored moves come over REST; live ticks come from the per-key odds
 * store, so one tick re-renders one row.
 */
export function PriceTrends({ match }: { match: Match }) {
  const intl = useIntl()
  const market = match.main_market
  const live = match.status === MATCH_STATUS.LIVE
  const history = usePriceHistory(match.id, live)
  if (!market || market.outcomes.length === 0) return null
  const [home, away] = match.competitors
  const draw = intl.formatMessage({ id: 'odds.draw' })
  return (
    <section
      aria-labelledby="price-trends-title"
      className="flex flex-col gap-2 rounded-md bg-surface p-3"
      data-testid="price-trends"
    >
      <h2 id="price-trends-title" className="text-sm font-semibold">
        {intl.formatMessage({ id: 'match.price.title' })}
      </h2>
      <ul className="flex flex-col gap-1.5">
        {market.outcomes.map((o) => (
          <TrendRow
            key={o.id}
            matchId={match.id}
            market={market}
            outcome={o}
            label={outcomeLabel(o.name, home?.name, away?.name, draw)}
            moves={history.data?.outcomes.find((h) => h.id === o.id)?.moves ?? []}
          />
        ))}
      </ul>
    </section>
  )
}

function TrendRow({
  matchId,
  market,
  outcome,
  label,
  moves,
}: {
  matchId: number
  market: Market
  outcome: Market['outcomes'][number]
  label: string
  moves: Moves
}) {
  const intl = useIntl()
  const format = useOddsFormat()
  const live = useLiveOdds(outcomeKey(matchId, market.id, market.specifier, outcome.id))
  const values = moves.map(([, odds]) => odds)
  const current = live?.odds ?? outcome.odds
  // A tick newer than the stored history extends the line until the next reload brings it.
  if (values.at(-1) !== current) values.push(current)
  const lastMove = Math.max(moves.at(-1)?.[0] ?? 0, live?.movedAt ?? 0) || undefined
  const fmt = (v: number) => formatOdds(v, intl, format)
  const alt = intl.formatMessage(
    { id: 'match.price.sparkline' },
    {
      outcome: label,
      count: values.length,
      first: fmt(values[0]!),
      last: fmt(current),
      low: fmt(Math.min(...values)),
      high: fmt(Math.max(...values)),
    },
  )
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-3">
      <span dir="auto" className="sb-name min-w-0 text-sm">
        {label}
      </span>
      <Sparkline values={values} label={alt} />
      {/* At least as wide as "Updated 10s ago": the sparkline does not move as the age ticks. */}
      <span className="flex min-w-24 flex-col items-end">
        <OddsText className="text-sm font-semibold tabular-nums">{fmt(current)}</OddsText>
        <PriceAge at={lastMove} />
      </span>
    </li>
  )
}
