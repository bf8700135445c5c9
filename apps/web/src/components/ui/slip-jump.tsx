import { useIntl } from 'react-intl'
import { ROVING_OUT_ATTR } from '~/hooks/use-roving-focus.ts'
import { focusSlip } from '~/lib/slip/slip-focus.ts'
import { useSelectionCount } from '~/lib/slip/use-slip.ts'

/**
 * "Go to bet slip": the tab stop right after the price just put on the slip, so a keyboard user who
 * picked it reaches the stake field in two keys instead of tabbing past every other price. Hidden
 * until focused, then shown as a pill at the bottom of the screen (out of the price grid's flow). It
 * keeps its own Tab stop inside a roving price list (hooks/use-roving-focus.ts).
 */
export function SlipJump() {
  const intl = useIntl()
  const count = useSelectionCount()
  return (
    <span className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--view-bottom)+5rem)] z-[60] flex justify-center md:bottom-[calc(var(--view-bottom)+1.5rem)]">
      <button
        type="button"
        {...{ [ROVING_OUT_ATTR]: '' }}
        onClick={focusSlip}
        className="sb-skip pointer-events-auto rounded-full bg-brand px-4 py-2 text-sm font-bold text-on-brand shadow-lg"
      >
        {intl.formatMessage({ id: 'betslip.go_to' }, { count })}
      </button>
    </span>
  )
}
