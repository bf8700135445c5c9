import { useIntl } from 'react-intl'
import { useFormatOdds } from '~/lib/odds-format-store.ts'
import { outcomeLabel } from '~/lib/outcome-label.ts'
import type { SlipAddition } from '../hooks/edit-draft.ts'

const chip =
  'flex w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-start text-sm hover:bg-raised aria-pressed:border-brand aria-pressed:bg-brand/10'

interface Props {
  readonly candidates: readonly SlipAddition[]
  readonly added: readonly SlipAddition[]
  readonly onToggle: (addition: SlipAddition) => void
}

/**
 * Add selections to the edited bet (bet365's "Add Selections"): the bet slip's picks from other matches,
 * each a toggle ("Add" / "Added", with the pressed state); without any, how to bring some.
 */
export function EditBetAdditions({ candidates, added, onToggle }: Props) {
  const intl = useIntl()
  const formatOdds = useFormatOdds()
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values)
  return (
    <section className="flex flex-col gap-2" aria-label={t('editBet.add.title')}>
      <h3 className="text-sm font-semibold">{t('editBet.add.title')}</h3>
      {candidates.length === 0 ? (
        <p className="text-xs text-muted">{t('editBet.add.empty', { action: t('editBet.title') })}</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {candidates.map((c) => {
            const on = added.some((a) => a.key === c.key)
            return (
              <li key={c.key}>
                <button
                  type="button"
                  aria-pressed={on}
                  className={`${chip} border-line`}
                  onClick={() => onToggle(c)}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">
                      {t(on ? 'editBet.add.added' : 'editBet.add.add')}{' '}
                      {outcomeLabel(c.outcome, c.home, c.away, t('odds.draw'))}
                    </span>
                    <span className="block truncate text-xs text-muted">{c.match}</span>
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">{formatOdds(c.selection.odds)}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
