import { getSlipStore } from './slip-store.ts'
import { openSlip, setSlipTab } from './slip-ui.ts'

/** Marks the field keyboard users land on when they jump to the slip (the first stake field). */
export const SLIP_FOCUS_ATTR = 'data-slip-focus'
/** Marks a rendered slip panel: the desktop column, or the sheet below 1280 px. */
export const SLIP_PANEL_ATTR = 'data-slip-panel'
/**
 * How many frames to wait for the sheet to open and its stake field to render before settling for the
 * panel: a slip restored after a reload draws its fields once its code has loaded, which can take a while.
 */
const MAX_FRAMES = 120
/** With an empty slip there is no stake field to wait for: the panel takes focus after this many frames. */
const EMPTY_SLIP_FRAMES = 2

const visible = (el: Element): el is HTMLElement =>
  el instanceof HTMLElement && el.getClientRects().length > 0

const panels = () => [...document.querySelectorAll(`[${SLIP_PANEL_ATTR}]`)].filter(visible)

/** The first enabled stake field of a shown panel, else the shown panel. */
function target(): HTMLElement | undefined {
  const shown = panels()
  for (const panel of shown) {
    const field = [...panel.querySelectorAll(`[${SLIP_FOCUS_ATTR}]`)].find(
      (el): el is HTMLInputElement => visible(el) && !(el as HTMLInputElement).disabled,
    )
    if (field) return field
  }
  return shown[0]
}

/**
 * Moves keyboard focus to the bet slip (the skip link, "Go to bet slip" after a pick): its first stake
 * field, else the panel itself. The slip shows its BET_SLIP tab; where it is a sheet (below 1280 px)
 * the sheet opens first. Focus moves once React has rendered that, within a few frames.
 */
export function focusSlip(): void {
  if (panels().length > 0) setSlipTab('BET_SLIP')
  else openSlip('BET_SLIP')
  const settleAfter = getSlipStore().getTicket().bets.length > 0 ? MAX_FRAMES - 1 : EMPTY_SLIP_FRAMES
  let frames = 0
  const attempt = () => {
    const el = target()
    if (el && (el.hasAttribute(SLIP_FOCUS_ATTR) || frames >= settleAfter)) focusElement(el)
    else if (++frames < MAX_FRAMES) requestAnimationFrame(attempt)
  }
  requestAnimationFrame(attempt)
}

function focusElement(el: HTMLElement) {
  if (!el.matches('input, button, select, textarea, a[href], [tabindex]')) el.tabIndex = -1
  el.focus()
  el.scrollIntoView?.({ block: 'nearest' })
}
