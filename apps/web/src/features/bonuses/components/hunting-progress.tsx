import { toMoney, type BonusCampaign, type PointsProgress } from '@sportsbook/contract'
import { Label, ProgressBar } from 'react-aria-components'
import { useIntl } from 'react-intl'
import { formatOdds } from '~/lib/format-odds.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'

/** Spec §9 progress bar minimum: a started bar never looks empty. */
const PROGRESS_MIN = 0.08

/**
 * A hunting's rules and the player's progress (spec §3 points, available/potential points, potential
 * freebet amount): a bar of the points toward the next freebet, and the freebets farmed so far.
 */
export function HuntingProgress({
  campaign,
  points: p,
}: {
  campaign: BonusCampaign
  points: PointsProgress
}) {
  const intl = useIntl()
  const money = (m: Parameters<typeof toMoney>[0]) => formatMoney(toMoney(m), intl.locale)
  const target = p.potential_points
  const done = p.max_freebets !== null && p.farmed_freebets_count >= p.max_freebets
  const ratio = target > 0 ? p.available_points / target : 0
  const shown = ratio > 0 ? Math.max(PROGRESS_MIN, ratio) : 0
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="hunting-progress">
      <p className="text-muted">
        {intl.formatMessage(
          { id: 'bonus.hunting.rule' },
          { stake: money(p.point_stake), odds: formatOdds(campaign.min_odds ?? 1, intl) },
        )}
      </p>
      {p.joined && (
        <ProgressBar
          value={p.available_points}
          maxValue={Math.max(1, target)}
          className="flex flex-col gap-1"
        >
          {({ valueText }) => (
            <>
              <div className="flex justify-between gap-2">
                <Label className="font-semibold">
                  {intl.formatMessage(
                    { id: 'bonus.hunting.progress' },
                    { points: p.available_points, target },
                  )}
                </Label>
                <span className="sr-only">{valueText}</span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-sunken">
                <div className="h-full rounded-full bg-brand" style={{ width: `${shown * 100}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}
      {p.potential_freebet_amount && !done && (
        <p data-testid="hunting-next">
          {intl.formatMessage(
            { id: 'bonus.hunting.next' },
            { missing: Math.max(0, target - p.available_points), amount: money(p.potential_freebet_amount) },
          )}
        </p>
      )}
      {p.joined && (
        <p className="text-muted" data-testid="hunting-farmed">
          {done
            ? intl.formatMessage({ id: 'bonus.hunting.done' })
            : intl.formatMessage(
                { id: 'bonus.hunting.farmed' },
                { count: p.farmed_freebets_count, max: p.max_freebets ?? 0, points: p.points },
              )}
        </p>
      )}
    </div>
  )
}
