import { useIntl } from 'react-intl'
import { useFormatOdds } from '~/lib/odds-format-store.ts'

/**
 * A placed selection's normal price, struck through before the boosted price it was taken at (ADR
 * 033), with the boost in words for a screen reader ("boosted from 2.10 to 2.50").
 */
export function BoostedFrom({ from, odds }: { from: number | undefined; odds: number }) {
  const intl = useIntl()
  const formatOdds = useFormatOdds()
  if (from === undefined || from >= odds) return null
  return (
    <>
      <s aria-hidden className="text-xs text-muted tabular-nums" data-testid="bet-odds-was">
        {formatOdds(from)}
      </s>{' '}
      <span className="sr-only">
        {intl.formatMessage({ id: 'boosts.price.was_now' }, { from: formatOdds(from), to: formatOdds(odds) })}
      </span>
    </>
  )
}
