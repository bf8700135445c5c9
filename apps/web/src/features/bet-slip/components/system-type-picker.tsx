import { allSystemTypesFor, isFullCover, type Bet } from '@sportsbook/domain'
import { useIntl } from 'react-intl'
import { systemLabel } from '~/lib/bets/system-label.ts'
import { dispatchSlip } from '~/lib/slip/use-slip.ts'

/**
 * The system bet's type: N-of-M systems ("2 from 4") and the named multiples that fit its picks
 * ("Yankee · 11 bets", ADR 034), in two groups; the one choice said in words when there is no other.
 */
export function SystemTypePicker({ system, disabled }: { system: Bet; disabled: boolean }) {
  const intl = useIntl()
  const types = allSystemTypesFor(system.selections.length)
  const label = intl.formatMessage({ id: 'betslip.system_type' })
  if (types.length === 0) return null
  if (types.length === 1)
    // The one system this many picks allow, said as "2 from 3" so the player sees what it is.
    return (
      <p className="flex items-center justify-between gap-2 text-sm">
        <span className="text-muted">{label}</span>
        <span className="font-semibold">{systemLabel(intl, types[0]!)}</span>
      </p>
    )
  const groups = [
    { id: 'multiples.group.systems', types: types.filter((t) => !isFullCover(t)) },
    { id: 'multiples.group.full_cover', types: types.filter(isFullCover) },
  ].filter((g) => g.types.length > 0)
  return (
    <label className="flex items-center justify-between gap-2 text-sm">
      <span className="text-muted">{label}</span>
      <select
        value={system.systemType?.id}
        disabled={disabled}
        onChange={(e) => dispatchSlip({ type: 'setSystemType', systemTypeId: e.target.value })}
        className="min-w-0 rounded-sm border border-line bg-surface px-2 py-1 text-sm"
        data-testid="system-type"
      >
        {groups.map((g) => (
          <optgroup key={g.id} label={intl.formatMessage({ id: g.id })}>
            {g.types.map((t) => (
              <option key={t.id} value={t.id}>
                {systemLabel(intl, t)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  )
}
