import { toMoney } from '@sportsbook/contract'
import { BOOST_BP_SCALE } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useSession } from '~/lib/session/use-session.ts'
import { useSettings } from '~/lib/settings/use-settings.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { activateBonus } from '../api/activate-bonus.ts'
import { BONUSES_QUERY_ROOT } from '../api/get-campaigns.ts'
import { useMyFreebets } from '../api/get-freebets.ts'

/**
 * The player's freebets (and profit-boost tokens: their percent and most stake) with their state;
 * one that needs activation has an Activate button. Where the site allows one active freebet at a
 * time (spec §3 allow_multiple_active_user_freebets off), that button waits, saying why, while one is active.
 */
export function MyFreebets() {
  const intl = useIntl()
  const qc = useQueryClient()
  const session = useSession()
  const settings = useSettings(session.player?.id)
  const list = useMyFreebets(true).data?.data ?? []
  if (list.length === 0) return null
  const oneAtATime =
    settings.data?.allow_multiple_active_user_freebets === false && list.some((f) => f.status === 'active')
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' })
  return (
    <section aria-labelledby="my-freebets" className="flex flex-col gap-2">
      <h2 id="my-freebets" className="text-base font-bold">
        {intl.formatMessage({ id: 'bonus.mine.title' })}
      </h2>
      <ul className="flex flex-col gap-2">
        {list.map((f) => (
          <li
            key={f.id}
            className="flex items-center justify-between gap-2 rounded-md border border-line bg-surface px-3 py-2 text-sm"
            data-testid="my-freebet"
          >
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold">{f.name}</span>
              <span className="text-xs text-muted">
                {f.boost_bp
                  ? intl.formatMessage(
                      { id: 'boosts.token' },
                      {
                        percent: intl.formatNumber(f.boost_bp / BOOST_BP_SCALE, { style: 'percent' }),
                        amount: formatMoney(toMoney(f.amount), intl.locale),
                      },
                    )
                  : formatMoney(toMoney(f.amount), intl.locale)}{' '}
                · {intl.formatMessage({ id: `bonus.availability.${f.availability}` })} ·{' '}
                {intl.formatMessage({ id: 'bonus.expires' }, { date: date(f.expires_at) })}
              </span>
            </span>
            {f.status === 'available' && oneAtATime && (
              <span className="text-xs text-muted" data-testid="freebet-one-active">
                {intl.formatMessage({ id: 'bonus.freebets.one_active' })}
              </span>
            )}
            {f.status === 'available' && !oneAtATime && (
              <button
                type="button"
                onClick={() =>
                  void activateBonus(f.id).then(() => qc.invalidateQueries({ queryKey: BONUSES_QUERY_ROOT }))
                }
                className="rounded-md bg-brand px-3 py-1.5 text-xs font-bold text-on-brand hover:bg-brand-strong"
              >
                {intl.formatMessage({ id: 'bonus.activate' })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
