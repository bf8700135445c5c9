import {
  hostEnvelope,
  readFrameMessage,
  type FrameMessage,
  type InboundPayloadInput,
  type InboundType,
} from './protocol.ts'

export interface MountOptions {
  /** The sportsbook's origin, e.g. https://sports.casino.example. Only its messages are read. */
  origin: string
  /** Sportsbook locale; the default locale has no URL segment. */
  locale?: string
  /** First page, relative to /sports (e.g. "/live"). */
  path?: string
  /** The native-app wrapper (spec §2): the sportsbook ignores page_changed and iframe_integration. */
  mobileApp?: boolean
  /** Given → the sportsbook hands Sign In / Sign Up / Deposit to the host (spec §5). */
  onSignIn?: () => void
  onSignUp?: () => void
  onDeposit?: () => void
  /** Every message the sportsbook sends, after the origin check. */
  onMessage?: (message: FrameMessage) => void
  /** Resize the frame to its content (page-size-changed). Default true. */
  autoHeight?: boolean
  title?: string
}

const DEFAULT_LOCALE = 'en'
const VIEWPORT_THROTTLE_MS = 100

function frameUrl(o: MountOptions): string {
  const locale = o.locale && o.locale !== DEFAULT_LOCALE ? `/${encodeURIComponent(o.locale)}` : ''
  const path = o.path && o.path.startsWith('/') && !o.path.startsWith('//') ? o.path : ''
  const url = new URL(`${locale}/sports${path}`, o.origin)
  if (o.mobileApp) url.searchParams.set('mobile_app', '1')
  return url.href
}

/** Puts the sportsbook into `element` and returns the commands of spec §7. */
export function mount(element: HTMLElement, options: MountOptions) {
  const origin = new URL(options.origin).origin
  const iframe = document.createElement('iframe')
  iframe.src = frameUrl(options)
  iframe.title = options.title ?? 'Sportsbook'
  iframe.style.cssText = 'display:block;width:100%;border:0;min-height:100vh'
  iframe.allow = 'clipboard-write; payment'
  element.appendChild(iframe)

  const listeners = [
    ...(options.onSignIn ? ['sign-in' as const] : []),
    ...(options.onSignUp ? ['sign-up' as const] : []),
    ...(options.onDeposit ? ['deposit' as const] : []),
  ]
  let ready = false
  const queue: Array<() => void> = []

  const send = <T extends InboundType>(type: T, payload: InboundPayloadInput<T>): void => {
    const post = () => iframe.contentWindow?.postMessage(hostEnvelope(type, payload), origin)
    if (ready) post()
    else queue.push(post)
  }
  const sendViewport = () =>
    send('viewport', {
      width: window.innerWidth,
      height: window.innerHeight,
      offsetTop: Math.max(0, Math.round(iframe.getBoundingClientRect().top)),
      visibleTop: Math.max(0, Math.round(-iframe.getBoundingClientRect().top)),
    })

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return
    const m = readFrameMessage(event.data)
    if (!m) return
    if (m.type === 'initialized') {
      ready = true
      // Tell a (re)loaded frame who listens, then flush what the host asked for meanwhile.
      iframe.contentWindow?.postMessage(hostEnvelope('iframe_integration', { listeners }), origin)
      sendViewport()
      queue.splice(0).forEach((post) => post())
    }
    if (m.type === 'page-size-changed' && options.autoHeight !== false) {
      iframe.style.height = `${m.payload.height}px`
      iframe.style.minHeight = '0'
    }
    if (m.type === 'sign-in') options.onSignIn?.()
    if (m.type === 'sign-up') options.onSignUp?.()
    if (m.type === 'deposit') options.onDeposit?.()
    options.onMessage?.(m)
  }
  window.addEventListener('message', onMessage)
  let resizeTimer: ReturnType<typeof setTimeout> | undefined
  const onViewChange = () => {
    resizeTimer ??= setTimeout(() => {
      resizeTimer = undefined
      sendViewport()
    }, VIEWPORT_THROTTLE_MS)
  }
  window.addEventListener('resize', onViewChange)
  // Scrolling the host moves which part of the frame is on screen: overlays in the frame follow.
  window.addEventListener('scroll', onViewChange, { passive: true })

  return {
    iframe,
    send,
    applyBetCode: (code: string) => send('apply_bet_code', { code }),
    changeLocale: (locale: string) => send('change_locale', { locale }),
    changeCurrency: (currency: string) => send('change_currency', { currency }),
    changePage: (path: string) => send('page_changed', { path }),
    setOddsFormat: (format: InboundPayloadInput<'odds_changed'>['format']) =>
      send('odds_changed', { format }),
    openBetSlip: () => send('open_bet_slip', {}),
    searchModal: (open: boolean) => send('search_modal', { open }),
    sendViewport,
    destroy() {
      window.removeEventListener('message', onMessage)
      window.removeEventListener('resize', onViewChange)
      window.removeEventListener('scroll', onViewChange)
      if (resizeTimer) clearTimeout(resizeTimer)
      iframe.remove()
    },
  }
}

export type Embed = ReturnType<typeof mount>
