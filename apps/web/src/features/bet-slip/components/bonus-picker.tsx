import { isFreebetType, type Bet, type BetBonus, type BetSummary } from '@sportsbook/domain'
import { Label, Radio, RadioGroup } from 'react-aria-components'
import { useIntl } from 'react-intl'
import { formatOdds } from '~/lib/format-odds.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { dispatchSlip } from '~/lib/slip/use-slip.ts'
import { ProfitBoostLines } from './profit-boost-lines.tsx'

const NONE = 'none'

/**
 * The bonuses this bet can use (spec §4): none, a comboboost (its range's bonus odds shown beside the
 * odds) or a freebet (picking it fixes the stake to the freebet's amount). The potential win below
 * already includes the pick (the domain's summary). A profit-boost token raises the profit only: the
 * odds it makes are shown in words (ADR 033).
 */
export function BonusPicker({
  bet,
  summary,
  disabled,
}: {
  bet: Bet
  summary: BetSummary
  disabled: boolean
}) {
  const intl = useIntl()
  const offers = bet.availableBonuses ?? []
  if (offers.length === 0) return null
  const percent = (multiplier: number | undefined) =>
    intl.formatNumber((multiplier ?? 1) - 1, { style: 'percent', maximumFractionDigits: 1 })
  const label = (b: BetBonus) =>
    b.type === 'profit_boost'
      ? intl.formatMessage({ id: 'boosts.pick' }, { percent: percent(b.odds) })
      : b.type === 'hunting' || b.type === 'tournament'
        ? intl.formatMessage({ id: `bonus.${b.type}.pick` })
        : b.type === 'comboboost'
          ? intl.formatMessage(
              { id: 'bonus.pick.comboboost' },
              {
                percent: intl.formatNumber((b.odds ?? 1) - 1, { style: 'percent', maximumFractionDigits: 1 }),
              },
            )
          : intl.formatMessage(
              { id: 'bonus.pick.freebet' },
              {
                kind: intl.formatMessage({ id: `bonus.type.${b.type}` }),
                amount: b.amount ? formatMoney(b.amount, intl.locale) : '',
              },
            )
  return (
    <div className="flex flex-col gap-1.5 border-t border-line px-3 py-2.5" data-testid="bonus-picker">
      <RadioGroup
        value={bet.bonus?.id ?? NONE}
        onChange={(id) =>
          dispatchSlip({
            type: 'selectBonus',
            key: bet.key,
            bonusId: id === NONE ? undefined : (id as BetBonus['id']),
          })
        }
        isDisabled={disabled}
        className="flex flex-col gap-1"
      >
        <Label className="text-xs font-semibold text-muted">
          {intl.formatMessage({ id: 'bonus.pick.label' })}
        </Label>
        {[
          { id: NONE, text: intl.formatMessage({ id: 'bonus.pick.none' }) },
          ...offers.map((b) => ({ id: b.id as string, text: label(b) })),
        ].map((o) => (
          <Radio
            key={o.id}
            value={o.id}
            className="flex cursor-pointer items-center gap-2 rounded-sm px-1 py-0.5 text-sm data-[disabled]:opacity-50 data-[focus-visible]:outline-2 data-[focus-visible]:outline-brand"
          >
            {({ isSelected }) => (
              <>
                <span
                  aria-hidden
                  className={`size-4 shrink-0 rounded-full border-2 ${isSelected ? 'border-brand bg-brand' : 'border-line'}`}
                />
                {o.text}
              </>
            )}
          </Radio>
        ))}
      </RadioGroup>
      {summary.bonusOdds > 1 && (
        <p className="flex justify-between text-sm" data-testid="boosted-odds">
          <span className="text-muted">{intl.formatMessage({ id: 'bonus.boosted_odds' })}</span>
          <span className="font-semibold tabular-nums">
            {formatOdds(summary.totalOdds, intl)} × {intl.formatNumber(summary.bonusOdds)} ={' '}
            {formatOdds(summary.boostedOdds, intl)}
          </span>
        </p>
      )}
      {bet.bonus?.type === 'profit_boost' && (
        <ProfitBoostLines summary={summary} percent={percent(bet.bonus.odds)} maxStake={bet.bonus.maxStake} />
      )}
      {bet.bonus && isFreebetType(bet.bonus.type) && (
        <p className="text-xs text-muted">
          {intl.formatMessage({ id: `bonus.pick.hint.${bet.bonus.type}` })}
        </p>
      )}
      {bet.bonus && (
        <p className="text-xs text-muted" data-testid="bonus-no-cashout">
          {intl.formatMessage({ id: 'bonus.pick.no_cashout' })}
        </p>
      )}
    </div>
  )
}
