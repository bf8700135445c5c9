import { useId } from 'react'
import { useIntl } from 'react-intl'

/**
 * The terms of each betting feature, as its ADR decided them (issue #30: "take the DECISION … and tell
 * the bettor in the terms page"). One section per feature, each a heading and its numbered rules; the
 * messages are `betting_terms.<feature>.title` and `betting_terms.<feature>.<n>`, n from 1 to the count below.
 */
export const BETTING_TERMS: readonly { readonly feature: string; readonly rules: number }[] = [
  { feature: 'auto_cashout', rules: 6 },
  { feature: 'edit_bet', rules: 6 },
  { feature: 'early_payout', rules: 6 },
  { feature: 'acca', rules: 6 },
  { feature: 'boosts', rules: 6 },
  { feature: 'named_multiples', rules: 7 },
  { feature: 'statements', rules: 5 },
]

function TermsSection({ feature, rules }: { feature: string; rules: number }) {
  const intl = useIntl()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2" data-testid={`terms-${feature}`}>
      <h3 id={headingId} className="text-base font-semibold">
        {intl.formatMessage({ id: `betting_terms.${feature}.title` })}
      </h3>
      <ol className="flex list-decimal flex-col gap-1.5 ps-5 text-sm leading-relaxed">
        {Array.from({ length: rules }, (_, i) => (
          <li key={i}>{intl.formatMessage({ id: `betting_terms.${feature}.${i + 1}` })}</li>
        ))}
      </ol>
    </section>
  )
}

/** "How our betting features work", under the operator's general rules. */
export function BettingTerms() {
  const intl = useIntl()
  const headingId = useId()
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-md bg-surface p-5">
      <h2 id={headingId} className="text-lg font-bold">
        {intl.formatMessage({ id: 'betting_terms.title' })}
      </h2>
      {BETTING_TERMS.map((s) => (
        <TermsSection key={s.feature} {...s} />
      ))}
    </article>
  )
}
