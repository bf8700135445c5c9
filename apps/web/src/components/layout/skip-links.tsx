import type { MouseEvent } from 'react'
import { useIntl } from 'react-intl'
import { focusSlip } from '~/lib/slip/slip-focus.ts'

/** The id of the page's main landmark, the target of "Skip to content". */
export const MAIN_ID = 'main'
/** The id of the desktop bet slip column, the target of "Skip to bet slip" without JavaScript. */
export const SLIP_ID = 'bet-slip'

const linkClass = 'sb-skip rounded-md bg-brand px-4 py-2 text-sm font-bold text-on-brand shadow-lg'

function focusMain(e: MouseEvent) {
  const main = document.getElementById(MAIN_ID)
  if (!main) return
  e.preventDefault()
  main.focus()
}

function jumpToSlip(e: MouseEvent) {
  e.preventDefault()
  focusSlip()
}

/**
 * The first two tab stops of every page, shown when focused: past the header and sports menu to the
 * page's content, or straight to the bet slip (its stake field when it has selections).
 */
export function SkipLinks() {
  const intl = useIntl()
  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-[60] flex justify-center gap-2 *:pointer-events-auto">
      <a href={`#${MAIN_ID}`} onClick={focusMain} className={linkClass}>
        {intl.formatMessage({ id: 'a11y.skip_to_content' })}
      </a>
      <a href={`#${SLIP_ID}`} onClick={jumpToSlip} className={linkClass}>
        {intl.formatMessage({ id: 'a11y.skip_to_slip' })}
      </a>
    </div>
  )
}
