import { useIntl } from 'react-intl'
import type { StakeLimit } from '~/lib/limits/use-stake-limit.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'

export const STAKE_LIMIT_NOTE_ID = 'slip-stake-limit'

/**
 * The player's tightest bet, wager or loss limit beside the stake (what it leaves), and, when the
 * ticket would pass one, why Place is disabled (the Place button points here with aria-describedby).
 */
export function StakeLimitNote({ limit }: { limit: StakeLimit }) {
  const intl = useIntl()
  const shown = limit.breach ?? limit.allowance
  if (!shown) return null
  const values = {
    kind: intl.formatMessage({ id: `limits.kind.${shown.type}` }),
    window: intl.formatMessage({ id: `limits.window.${shown.interval ?? 'bet'}` }),
    amount: formatMoney(shown.remaining, intl.locale),
  }
  if (!limit.breach)
    return (
      <p className="text-xs text-muted" data-testid="stake-allowance">
        {intl.formatMessage({ id: 'limits.slip.allowance' }, values)}
      </p>
    )
  return (
    <p id={STAKE_LIMIT_NOTE_ID} role="status" className="rounded-sm bg-raised px-3 py-2 text-sm">
      {intl.formatMessage({ id: 'limits.slip.blocked' }, values)}
    </p>
  )
}
