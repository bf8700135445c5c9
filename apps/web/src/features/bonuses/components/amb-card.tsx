import { toMoney, type AmbItem } from '@sportsbook/contract'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { PROGRESS_MINIMUM } from '~/components/layout/navigation-progress.tsx'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { useCampaignText } from '../hooks/use-campaign-text.ts'
import { CampaignBanner } from './campaign-banner.tsx'
import { TermsDialog } from './terms-dialog.tsx'

/** An amount-based freebet on /promotions: the progress bar to the next freebet and what was issued. */
export function AmbCard({ item, signedIn }: { item: AmbItem; signedIn: boolean }) {
  const intl = useIntl()
  const text = useCampaignText()
  const labelId = useId()
  const money = (m: AmbItem['amount']) => formatMoney(toMoney(m), intl.locale)
  const total = item.conditions.bets_count
  const finished = item.freebets_count >= item.conditions.freebets_count
  // Spec §9: a started bar shows at least 8 % so the progress is visible.
  const fraction = item.toward_next / total
  const width = fraction > 0 ? Math.max(PROGRESS_MINIMUM, fraction) : 0
  return (
    <li className="flex flex-col gap-2 rounded-md border border-line bg-surface p-4" data-testid="amb-card">
      <CampaignBanner banners={item.banners} />
      <div className="flex flex-col">
        <span className="text-xs font-semibold text-muted uppercase">
          {intl.formatMessage({ id: 'bonus.amb.type' })}
        </span>
        <h2 className="text-base font-bold">{text(item, 'name')}</h2>
      </div>
      <p className="text-sm">{text(item, 'description')}</p>
      {signedIn && (
        <>
          <p id={labelId} className="text-sm">
            {finished
              ? intl.formatMessage({ id: 'bonus.amb.done' })
              : intl.formatMessage(
                  { id: 'bonus.amb.progress' },
                  { done: item.toward_next, total, amount: money(item.amount) },
                )}
          </p>
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={item.toward_next}
            className="h-2 overflow-hidden rounded-full bg-raised"
          >
            <div className="h-full rounded-full bg-brand" style={{ width: `${width * 100}%` }} />
          </div>
          <p className="text-xs text-muted" data-testid="amb-summary">
            {intl.formatMessage(
              { id: 'bonus.amb.summary' },
              {
                count: item.freebets_count,
                max: item.conditions.freebets_count,
                amount: money(item.issued_amount),
              },
            )}
          </p>
        </>
      )}
      <TermsDialog id={item.id} type="freebet" name={text(item, 'name')} />
    </li>
  )
}
