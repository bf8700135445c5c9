import { toMoney, type BonusCampaign } from '@sportsbook/contract'
import { BOOST_BP_SCALE } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { formatOdds } from '~/lib/format-odds.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { useCampaignText } from '../hooks/use-campaign-text.ts'
import { CampaignBanner } from './campaign-banner.tsx'
import { PointsPanel } from './points-panel.tsx'
import { TermsDialog } from './terms-dialog.tsx'

const BADGE: Record<BonusCampaign['status'], string> = {
  active: 'bg-positive/15 text-positive',
  available: 'bg-raised text-fg',
  not_available: 'bg-raised text-muted',
}

/** One campaign on /promotions: what it gives (boost ranges or freebet amount), its status and terms. */
export function CampaignCard({
  campaign: c,
  signedIn = false,
}: {
  campaign: BonusCampaign
  signedIn?: boolean
}) {
  const intl = useIntl()
  const text = useCampaignText()
  const percent = (odds: number) =>
    intl.formatNumber(odds - 1, { style: 'percent', maximumFractionDigits: 1 })
  return (
    <li
      className="flex flex-col gap-2 rounded-md border border-line bg-surface p-4"
      data-testid="campaign-card"
    >
      <CampaignBanner banners={c.banners} />
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="text-xs font-semibold text-muted uppercase">
            {intl.formatMessage({ id: `bonus.type.${c.type}` })}
          </span>
          <h2 className="text-base font-bold">{text(c, 'name')}</h2>
        </div>
        <span className={`shrink-0 rounded-sm px-2 py-0.5 text-xs font-semibold ${BADGE[c.status]}`}>
          {intl.formatMessage({ id: `bonus.status.${c.status}` })}
        </span>
      </div>
      {c.description && <p className="text-sm">{text(c, 'description')}</p>}
      {c.amount && (
        <p className="text-sm">
          {c.boost_bp
            ? intl.formatMessage(
                { id: 'boosts.token' },
                {
                  percent: intl.formatNumber(c.boost_bp / BOOST_BP_SCALE, { style: 'percent' }),
                  amount: formatMoney(toMoney(c.amount), intl.locale),
                },
              )
            : intl.formatMessage(
                { id: 'bonus.amount' },
                { amount: formatMoney(toMoney(c.amount), intl.locale) },
              )}
        </p>
      )}
      {c.ranges.length > 0 && (
        <table className="text-sm">
          <caption className="text-start text-xs text-muted">
            {intl.formatMessage(
              { id: 'bonus.comboboost.min_odds' },
              { odds: formatOdds(c.min_odds ?? 1, intl) },
            )}
          </caption>
          <thead>
            <tr className="text-muted">
              <th className="py-1 text-start font-medium">
                {intl.formatMessage({ id: 'bonus.comboboost.selections' })}
              </th>
              <th className="py-1 text-end font-medium">
                {intl.formatMessage({ id: 'bonus.comboboost.boost' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {c.ranges.map((r) => (
              <tr key={r.min_count} className="border-t border-line">
                <td className="py-1">
                  {intl.formatMessage(
                    { id: 'bonus.comboboost.range' },
                    { min: r.min_count, max: r.max_count },
                  )}
                </td>
                <td className="py-1 text-end font-semibold tabular-nums">+{percent(r.bonus_odds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PointsPanel campaign={c} signedIn={signedIn} />
      <TermsDialog id={c.id} type={c.type} name={text(c, 'name')} />
    </li>
  )
}
