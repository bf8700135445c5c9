import type { Market } from '@sportsbook/contract'
import { isMarketOpen, marketKey, outcomeKey } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { LockIcon } from '~/components/ui/icons.tsx'
import { useLiveOdds } from '~/hooks/use-live-odds.ts'
import { OddsText } from '~/components/ui/odds-text.tsx'
import { formatOdds } from '~/lib/format-odds.ts'
import { useOddsFormat } from '~/lib/odds-format-store.ts'
import { gridCols } from './market-card.tsx'
import { MarketFrame } from './market-frame.tsx'
import { outcomeOpen } from './market-lines.ts'

interface Props {
  matchId: number
  /** One market type of the builder, its lines as they stand now (market-lines.ts `lineNow`). */
  lines: readonly Market[]
  /** The player's pick per line (market key), as the builder holds them. */
  picks: ReadonlyMap<string, { outcomeId: string }>
  /** An outcome's name as the player reads it ("1" → the home team). */
  label: (name: string) => string
  onToggle: (market: Market, outcomeId: string) => void
}

/**
 * One outcome of a builder line. Open: its name and live price (the odds store, as the match page's
 * buttons). Suspended line or inactive outcome: the lock and "suspended" in its name, no price (a
 * stale one, 1.01 or 500.00, is not a price anyone can have). A picked outcome stays pressable so
 * the player can take it off.
 */
function BuilderOutcome({
  matchId,
  line,
  outcome,
  label,
  picked,
  onToggle,
}: {
  matchId: number
  line: Market
  outcome: Market['outcomes'][number]
  label: string
  picked: boolean
  onToggle: () => void
}) {
  const intl = useIntl()
  const format = useOddsFormat()
  const live = useLiveOdds(outcomeKey(matchId, line.id, line.specifier, outcome.id))
  const locked = !outcomeOpen(line, outcome.id)
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-label={locked ? intl.formatMessage({ id: 'odds.locked' }, { name: label }) : undefined}
      disabled={locked && !picked}
      onClick={onToggle}
      data-locked={locked || undefined}
      className={`flex min-h-9 min-w-0 items-center justify-between gap-2 rounded-sm px-2.5 py-1.5 text-start text-[0.8125rem] disabled:cursor-not-allowed disabled:opacity-60 ${picked ? 'bg-brand text-on-brand' : 'bg-odds text-odds-fg hover:bg-odds-hover'}`}
    >
      <span dir="auto" className={`min-w-0 text-xs leading-tight break-words ${picked ? '' : 'text-muted'}`}>
        {label}
      </span>{' '}
      {locked ? (
        <LockIcon className="size-3.5 shrink-0" />
      ) : (
        <OddsText className="font-semibold tabular-nums">
          {formatOdds(live?.odds ?? outcome.odds, intl, format)}
        </OddsText>
      )}
    </button>
  )
}

/**
 * A market type of the bet builder as one card (its lines as rows, like the match page's cards).
 * Every line suspended: the header says so, with the feed's reason.
 */
export function BuilderCard({ matchId, lines, picks, label, onToggle }: Props) {
  const first = lines[0]
  if (!first) return null
  const allSuspended = lines.every((l) => !isMarketOpen(l.status))
  const reason = allSuspended ? lines.find((l) => l.suspend_reason)?.suspend_reason : undefined
  return (
    <MarketFrame name={first.name} suspended={allSuspended} reason={reason}>
      {lines.map((line) => {
        const key = marketKey(line.id, line.specifier)
        return (
          <div key={key} data-line className={`grid gap-1 ${gridCols(line.outcomes.length)}`}>
            {line.outcomes.map((o) => (
              <BuilderOutcome
                key={o.id}
                matchId={matchId}
                line={line}
                outcome={o}
                label={label(o.name)}
                picked={picks.get(key)?.outcomeId === o.id}
                onToggle={() => onToggle(line, o.id)}
              />
            ))}
          </div>
        )
      })}
    </MarketFrame>
  )
}
