import type { UserLimit } from '@sportsbook/contract'
import { toMoney } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { userLimitsQueryKey } from '~/lib/limits/user-limits.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { confirmLimit } from '../api/confirm-limit.ts'
import { removeLimit } from '../api/remove-limit.ts'
import { confirmable } from '../limit-kinds.ts'
import { useNow } from '../hooks/use-now.ts'

const action = 'rounded-md bg-raised px-3 py-1.5 text-xs font-bold hover:bg-odds-hover'

/** The player's limits: value, window, what is left, and the pending changes with their dates. */
export function LimitList({ limits }: { limits: readonly UserLimit[] }) {
  const intl = useIntl()
  const qc = useQueryClient()
  const now = useNow(30_000)
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })
  const money = (m: UserLimit['amount']) => (m ? formatMoney(toMoney(m), intl.locale) : '')
  const run = async (call: Promise<unknown>) => {
    await call.catch(() => undefined)
    await qc.invalidateQueries({ queryKey: userLimitsQueryKey })
  }
  if (limits.length === 0)
    return <p className="text-sm text-muted">{intl.formatMessage({ id: 'limits.list.none' })}</p>
  return (
    <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
      {limits.map((l) => {
        const value = l.amount
          ? money(l.amount)
          : intl.formatMessage({ id: 'limits.list.minutes' }, { minutes: Math.round((l.period ?? 0) / 60) })
        const exclusion = l.type === 'selfexclusion' || l.type === 'coolingoff'
        return (
          <li
            key={l.id}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5 text-sm"
            data-testid="limit-row"
          >
            <div className="flex flex-col">
              <span className="font-semibold">
                {intl.formatMessage({ id: `limits.kind.${l.type}` })}
                {l.interval && ` · ${intl.formatMessage({ id: `limits.interval.${l.interval}` })}`}
                {!exclusion && ` · ${value}`}
              </span>
              <span className="text-xs text-muted">
                {exclusion && l.expires_at
                  ? intl.formatMessage({ id: 'limits.list.until' }, { date: date(l.expires_at) })
                  : l.status === 'unconfirmed' && l.effective_at
                    ? intl.formatMessage({ id: 'limits.list.raise_from' }, { date: date(l.effective_at) })
                    : l.status === 'unconfirmed_disabled' && l.effective_at
                      ? intl.formatMessage({ id: 'limits.list.remove_from' }, { date: date(l.effective_at) })
                      : l.remaining
                        ? intl.formatMessage({ id: 'limits.list.remaining' }, { amount: money(l.remaining) })
                        : intl.formatMessage({ id: 'limits.list.active' })}
              </span>
            </div>
            <div className="flex gap-2">
              {confirmable(l, now) && (
                <button type="button" className={action} onClick={() => void run(confirmLimit(l.id))}>
                  {intl.formatMessage({ id: 'limits.list.confirm' })}
                </button>
              )}
              {!exclusion && l.status !== 'unconfirmed_disabled' && (
                <button type="button" className={action} onClick={() => void run(removeLimit(l.id))}>
                  {intl.formatMessage({
                    id: l.status === 'unconfirmed' ? 'limits.list.cancel' : 'limits.list.remove',
                  })}
                </button>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
