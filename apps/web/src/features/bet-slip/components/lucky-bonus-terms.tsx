import { useIntl } from 'react-intl'
import { luckyTermLines } from '~/lib/bets/lucky-terms.ts'
import { useLuckyBonuses } from '../api/get-lucky-bonuses.ts'

/**
 * Under the payout table of a named multiple the operator pays Lucky bonuses on (ADR 036-lucky-bonuses):
 * "Lucky bonus" with its terms, and that a non-runner cancels it. Nothing for any other bet.
 */
export function LuckyBonusTerms({ systemId }: { systemId: string }) {
  const intl = useIntl()
  const { data } = useLuckyBonuses()
  const terms = data?.bets.find((t) => t.system_id === systemId)
  if (!data || !terms) return null
  return (
    <section
      className="mt-2 rounded-sm border border-line px-2 py-1.5 text-xs"
      data-testid="lucky-bonus-terms"
    >
      <h4 className="font-semibold">{intl.formatMessage({ id: 'lucky.title' })}</h4>
      <ul className="mt-0.5 flex flex-col gap-0.5">
        {luckyTermLines(intl, terms, data.base).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-0.5 text-muted">{intl.formatMessage({ id: 'lucky.non_runner' })}</p>
    </section>
  )
}
