import { accaRulesFromWire } from '@sportsbook/contract'
import { accaHint, accaOffersAllowed, MATCH_STATUS, type Bet } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { formatOdds } from '~/lib/format-odds.ts'
import { formatMoney } from '~/lib/slip/format-money.ts'
import { useAccaOffers } from '../api/get-acca-offers.ts'

/**
 * Under a combo: what its acca offers give (ADR 032): "insured" / "+10 % on your winnings", and "add
 * N more selections at odds … for …" when an offer is ACCA_HINT_MAX_MISSING selections away. The
 * server attaches the offers by itself; this says so before the bet is placed. Loaded lazily.
 */
export default function AccaLine({ bet }: { bet: Bet }) {
  const intl = useIntl()
  const offers = useAccaOffers().data
  if (!offers) return null
  const rules = accaRulesFromWire(offers)
  const currency = bet.stake.currency.code
  const allowed = accaOffersAllowed(bet.bonus?.type)
  const insurance =
    allowed.insurance && rules.insurance?.cap.currency.code === currency ? rules.insurance : undefined
  const bonus = allowed.bonus && rules.bonus?.cap.currency.code === currency ? rules.bonus : undefined
  const legs = bet.selections.map((s) => ({
    odds: s.odds,
    prematch: s.matchStatus === MATCH_STATUS.PREMATCH,
  }))
  const hint = accaHint({ type: bet.betType, legs }, insurance, bonus)
  const percent = (p: number) => intl.formatNumber(p / 100, { style: 'percent', maximumFractionDigits: 1 })
  const lines: { key: string; text: string }[] = []
  if (hint.insured && insurance)
    lines.push({
      key: 'insured',
      text: intl.formatMessage({ id: 'acca.slip.insured' }, { cap: formatMoney(insurance.cap, intl.locale) }),
    })
  else if (hint.insuranceMissing && insurance)
    lines.push({
      key: 'insurance-more',
      text: intl.formatMessage(
        { id: 'acca.slip.insurance_more' },
        { count: hint.insuranceMissing, odds: formatOdds(insurance.minOdds, intl) },
      ),
    })
  if (hint.bonusPercent > 0)
    lines.push({
      key: 'bonus',
      text: intl.formatMessage({ id: 'acca.slip.bonus' }, { percent: percent(hint.bonusPercent) }),
    })
  if (hint.nextBonus && bonus)
    lines.push({
      key: 'bonus-more',
      text: intl.formatMessage(
        { id: 'acca.slip.bonus_more' },
        {
          count: hint.nextBonus.legs,
          odds: formatOdds(bonus.minOdds, intl),
          percent: percent(hint.nextBonus.percent),
        },
      ),
    })
  if (lines.length === 0) return null
  return (
    <ul
      className="flex flex-col gap-1 border-t border-line px-3 py-2 text-xs"
      aria-label={intl.formatMessage({ id: 'acca.slip.label' })}
      data-testid="acca-line"
    >
      {lines.map((l) => (
        <li key={l.key} className={l.key.endsWith('more') ? 'text-muted' : 'font-semibold text-positive'}>
          {l.text}
        </li>
      ))}
    </ul>
  )
}
