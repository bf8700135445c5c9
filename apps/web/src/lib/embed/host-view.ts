import type { InboundPayload } from '@sportsbook/contract'
import type { OddsFormat } from '@sportsbook/domain'
import { setOddsFormat } from '../odds-format-store.ts'

/**
 * The host's viewport as CSS variables: overlays, sheets, the tab bar and toasts keep to the part of
 * the (content-tall) frame the bettor actually sees (`--view-*`, styles/app.css).
 */
export function applyViewport(
  v: InboundPayload<'viewport'>,
  root: HTMLElement = document.documentElement,
): void {
  root.style.setProperty('--host-viewport-width', `${v.width}px`)
  root.style.setProperty('--host-viewport-height', `${v.height}px`)
  root.style.setProperty('--host-offset-top', `${v.offsetTop}px`)
  root.style.setProperty('--view-top', `${v.visibleTop}px`)
  root.style.setProperty('--view-height', `${Math.max(0, v.height - v.offsetTop)}px`)
}

export const setHostOddsFormat = (format: OddsFormat): void => setOddsFormat(format)
