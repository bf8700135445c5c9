import type { InboundPayload } from '@sportsbook/contract'
import type { OddsFormat } from '@sportsbook/domain'
import { setOddsFormat } from '../odds-format-store.ts'

/**
 * The host's viewport as CSS variables: sticky parts and sheets size to what the bettor actually
 * sees in the host page, not to the (content-tall) frame.
 */
export function applyViewport(
  v: InboundPayload<'viewport'>,
  root: HTMLElement = document.documentElement,
): void {
  root.style.setProperty('--host-viewport-width', `${v.width}px`)
  root.style.setProperty('--host-viewport-height', `${v.height}px`)
  root.style.setProperty('--host-offset-top', `${v.offsetTop}px`)
}

export const setHostOddsFormat = (format: OddsFormat): void => setOddsFormat(format)
