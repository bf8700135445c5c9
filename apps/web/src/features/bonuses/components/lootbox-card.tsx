import { toMoney, type Lootbox } from '@sportsbook/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { formatOdds } from '~/lib/format-odds.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { BONUSES_QUERY_ROOT } from '../api/get-campaigns.ts'
import { openChest } from '../api/open-chest.ts'
import { useCampaignText } from '../hooks/use-campaign-text.ts'
import { CampaignBanner } from './campaign-banner.tsx'
import { ChestIcon } from './chest-icon.tsx'
import { LootboxBoost } from './lootbox-boost.tsx'
import { TermsDialog } from './terms-dialog.tsx'

const LEVELS = [1, 2, 3] as const

/** A lootbox on /promotions: chests by level (odds, prizes), the player's chests, opening, boosts. */
export function LootboxCard({ box, signedIn }: { box: Lootbox; signedIn: boolean }) {
  const intl = useIntl()
  const qc = useQueryClient()
  const text = useCampaignText()
  const [found, setFound] = useState<string>()
  const [failed, setFailed] = useState(false)
  const money = (m: Lootbox['min_stake']) => formatMoney(toMoney(m), intl.locale)
  const closed = box.chests.filter((c) => c.status === 'closed')
  const oddsFrom = [box.min_odds, ...box.level_odds]
  const chestName = (level: number, kind: string) =>
    intl.formatMessage({ id: 'bonus.lootbox.chest' }, { level, kind })
  const open = () => {
    setFailed(false)
    openChest(box.id)
      .then((r) => {
        setFound(intl.formatMessage({ id: 'bonus.lootbox.opened' }, { amount: money(r.bonus.amount) }))
        return qc.invalidateQueries({ queryKey: BONUSES_QUERY_ROOT })
      })
      .catch(() => setFailed(true))
  }
  return (
    <li
      className="flex flex-col gap-3 rounded-md border border-line bg-surface p-4"
      data-testid="lootbox-card"
    >
      <CampaignBanner banners={box.banners} />
      <div className="flex flex-col">
        <span className="text-xs font-semibold text-muted uppercase">
          {intl.formatMessage({ id: 'bonus.type.lootbox' })}
        </span>
        <h2 className="text-base font-bold">{text(box, 'name')}</h2>
      </div>
      <p className="text-sm">{text(box, 'description')}</p>
      <table className="text-sm">
        <caption className="text-start text-xs text-muted">
          {intl.formatMessage({ id: 'bonus.lootbox.rules' }, { stake: money(box.min_stake) })}
        </caption>
        <thead>
          <tr className="text-muted">
            <th className="py-1 text-start font-medium">
              {intl.formatMessage({ id: 'bonus.lootbox.size' })}
            </th>
            <th className="py-1 text-end font-medium">{intl.formatMessage({ id: 'bonus.lootbox.odds' })}</th>
            <th className="py-1 text-end font-medium">{intl.formatMessage({ id: 'bonus.lootbox.won' })}</th>
            <th className="py-1 text-end font-medium">{intl.formatMessage({ id: 'bonus.lootbox.lost' })}</th>
          </tr>
        </thead>
        <tbody>
          {LEVELS.map((level) => (
            <tr key={level} className="border-t border-line" data-testid="chest-level">
              <th scope="row" className="py-1 text-start font-normal">
                {intl.formatMessage({ id: 'bonus.lootbox.level' }, { level })}
              </th>
              <td className="py-1 text-end tabular-nums">
                {intl.formatMessage(
                  { id: 'bonus.lootbox.odds_from' },
                  { odds: formatOdds(oddsFrom[level - 1] ?? 1, intl) },
                )}
              </td>
              <td className="py-1 text-end tabular-nums">{money(box.prizes.win[level - 1]!)}</td>
              <td className="py-1 text-end tabular-nums">{money(box.prizes.loss[level - 1]!)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {signedIn && (
        <section aria-labelledby={`chests-${box.id}`} className="flex flex-col gap-2">
          <h3 id={`chests-${box.id}`} className="text-sm font-bold">
            {intl.formatMessage({ id: 'bonus.lootbox.closed' }, { count: closed.length })}
          </h3>
          {closed.length > 0 && (
            <ul className="flex flex-wrap items-end gap-2">
              {closed.map((c) => (
                <li key={c.id}>
                  <ChestIcon level={c.level} kind={c.kind} label={chestName(c.level, c.kind)} />
                </li>
              ))}
            </ul>
          )}
          {closed.length > 0 && (
            <button
              type="button"
              onClick={open}
              className="self-start rounded-md bg-brand px-3 py-1.5 text-sm font-bold text-on-brand hover:bg-brand-strong"
            >
              {intl.formatMessage({ id: 'bonus.lootbox.open' })}
            </button>
          )}
          <p role="status" className="text-sm font-semibold">
            {found}
          </p>
          {failed && <p role="alert">{intl.formatMessage({ id: 'error.default' })}</p>}
          <LootboxBoost box={box} />
        </section>
      )}
      <TermsDialog id={box.id} type={box.type} name={text(box, 'name')} />
    </li>
  )
}
