import { toMoney, type Lootbox } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { boostFreebet } from '../api/boost-freebet.ts'
import { BONUSES_QUERY_ROOT } from '../api/get-campaigns.ts'
import { useMyFreebets } from '../api/get-freebets.ts'

/** A lootbox's boost progress, and a Boost button on the first active freebet its chests gave. */
export function LootboxBoost({ box }: { box: Lootbox }) {
  const intl = useIntl()
  const qc = useQueryClient()
  const [done, setDone] = useState<string>()
  const freebets = useMyFreebets(true).data?.data ?? []
  const fromChests = new Set(box.chests.flatMap((c) => (c.bonus_id ? [c.bonus_id] : [])))
  const target = freebets.find((f) => f.status === 'active' && fromChests.has(f.id))
  const multiplier = intl.formatNumber(box.boost_multiplier)
  const boost = (id: string) =>
    boostFreebet(id)
      .then((r) => {
        setDone(
          intl.formatMessage(
            { id: 'bonus.lootbox.boosted' },
            { amount: formatMoney(toMoney(r.bonus.amount), intl.locale) },
          ),
        )
        return qc.invalidateQueries({ queryKey: BONUSES_QUERY_ROOT })
      })
      .catch(() => setDone(intl.formatMessage({ id: 'error.default' })))
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="text-muted" data-testid="lootbox-boost-progress">
        {intl.formatMessage(
          { id: 'bonus.lootbox.boost_progress' },
          { used: box.used_in_bets, every: box.freebets_to_boost, multiplier },
        )}
      </p>
      {box.boosts_available > 0 && target && (
        <button
          type="button"
          onClick={() => void boost(target.id)}
          className="self-start rounded-md border border-brand px-3 py-1.5 font-bold text-brand hover:bg-raised"
        >
          {intl.formatMessage(
            { id: 'bonus.lootbox.boost' },
            { amount: formatMoney(toMoney(target.amount), intl.locale), multiplier },
          )}
        </button>
      )}
      <p role="status" className="font-semibold">
        {done}
      </p>
    </div>
  )
}
