import type { SpiWidget } from '@sportsbook/contract'

declare global {
  interface Window {
    /** Set by the platform's payment widget script (another party's code: checked before use). */
    SPI?: unknown
  }
}

export type Widget = SpiWidget<HTMLElement>

/** Gives up on a script that neither loads nor fails (a stalled network): the dialog offers a retry. */
export const WIDGET_LOAD_TIMEOUT_MS = 15_000

const isWidget = (v: unknown): v is Widget =>
  typeof v === 'object' && v !== null && typeof (v as { mount?: unknown }).mount === 'function'

let loading: Promise<Widget> | null = null

/**
 * Adds the widget's script once (spec §7: from the platform origin, allowed by the page's CSP) and
 * resolves with `window.SPI`; a failure is forgotten, so the next call tries again.
 */
export function loadWidget(url: string, timeoutMs = WIDGET_LOAD_TIMEOUT_MS): Promise<Widget> {
  if (isWidget(window.SPI)) return Promise.resolve(window.SPI)
  loading ??= new Promise<Widget>((resolve, reject) => {
    const script = document.createElement('script')
    const fail = (why: string) => {
      clearTimeout(timer)
      script.remove()
      loading = null
      reject(new Error(`payment widget ${url}: ${why}`))
    }
    const timer = setTimeout(() => fail('timed out'), timeoutMs)
    script.src = url
    script.async = true
    script.onload = () => {
      clearTimeout(timer)
      if (isWidget(window.SPI)) resolve(window.SPI)
      else fail('did not define window.SPI')
    }
    script.onerror = () => fail('did not load')
    document.head.append(script)
  })
  return loading
}
