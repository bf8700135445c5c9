/**
 * Spec §8 error-report filter, as pure functions over the shape Sentry hands `beforeSend`
 * (kept structural so the rules are testable without the SDK and shared by web and its tests).
 */
export const REPORTING_DEFAULTS = {
  /** Spec §9 constants for the reporter: breadcrumbs kept, events buffered, back-off on rate limits. */
  maxBreadcrumbs: 100,
  bufferSize: 30,
  rateLimitBackoffMs: 60_000,
} as const

export interface ReportFrame {
  filename?: string
}
export interface ReportEvent {
  type?: string
  transaction?: string
  message?: string
  extra?: Record<string, unknown>
  exception?: { values?: Array<{ type?: string; value?: string; stacktrace?: { frames?: ReportFrame[] } }> }
  contexts?: Record<string, Record<string, unknown> | undefined>
}
export interface ReportHint {
  originalException?: unknown
}

const NETWORK_CODES = new Set([
  'ERR_NETWORK',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ERR_CANCELED',
  'network_error',
  'timeout',
])
const NETWORK_MESSAGES =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|Network request failed)$/i
const CHUNK_LOAD =
  /ChunkLoadError|Loading (CSS )?chunk \d+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i
const SCRIPT_ELEMENT = /^Script error\.?$|Failed to load script|error loading script/i
const RESIZE_OBSERVER = /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/i
/** Third-party scripts whose errors are not ours: tracking, tag manager, watch (video/stat) widgets. */
const FOREIGN_SCRIPTS =
  /googletagmanager|gtm\.js|gtag\/js|google-analytics|analytics\.js|fbevents|hotjar|tracking|watchers?(io)?[./]|watch\.js/i

const field = (e: unknown, key: string): unknown =>
  typeof e === 'object' && e !== null ? (e as Record<string, unknown>)[key] : undefined

/** Why an event is dropped, or null to send it. */
export function dropReason(event: ReportEvent, hint: ReportHint = {}): string | null {
  const error = hint.originalException
  if (event.type === 'transaction')
    return /(^|\/)404$/.test(event.transaction ?? '') ? 'not-found-transaction' : null
  if (field(error, 'skipCapture') === true || event.extra?.skipCapture === true) return 'skip-capture'
  const name = String(field(error, 'name') ?? '')
  if (name === 'AbortError' || name === 'CanceledError' || field(error, 'cancelled') === true)
    return 'cancelled'
  const code = field(error, 'code')
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return 'network'
  const values = event.exception?.values ?? []
  const messages = [
    event.message ?? '',
    ...values.map((v) => `${v.type ?? ''}: ${v.value ?? ''}`),
    String(field(error, 'message') ?? ''),
  ]
  if (messages.some((m) => NETWORK_MESSAGES.test(m.replace(/^\w*Error: /, '')))) return 'network'
  if (messages.some((m) => CHUNK_LOAD.test(m))) return 'chunk-load'
  if (messages.some((m) => RESIZE_OBSERVER.test(m))) return 'resize-observer'
  if (messages.some((m) => SCRIPT_ELEMENT.test(m.replace(/^: /, '')))) return 'script-element'
  if (
    typeof Element !== 'undefined' &&
    field(error, 'target') instanceof Element &&
    field(field(error, 'target'), 'tagName') === 'SCRIPT'
  )
    return 'script-element'
  const frames = values.flatMap((v) => v.stacktrace?.frames ?? [])
  if (frames.some((f) => FOREIGN_SCRIPTS.test(f.filename ?? ''))) return 'foreign-script'
  return null
}

/** HTTP errors keep the response URL and data and the request data (spec §8). */
export function enrichHttpError(event: ReportEvent, hint: ReportHint = {}): ReportEvent {
  const error = hint.originalException
  const response = field(error, 'response')
  const request = field(error, 'request')
  const status = field(error, 'status')
  if (response === undefined && request === undefined && typeof status !== 'number') return event
  return {
    ...event,
    contexts: {
      ...event.contexts,
      response: {
        url: field(response, 'url') ?? field(error, 'url'),
        status: field(response, 'status') ?? status,
        data: field(response, 'data'),
        code: field(error, 'code'),
      },
      ...(request !== undefined ? { request_data: { data: field(request, 'data') ?? request } } : {}),
    },
  }
}

/** `beforeSend`: drop by the filter, else enrich. */
export function beforeSend<E extends ReportEvent>(event: E, hint: ReportHint = {}): E | null {
  return dropReason(event, hint) ? null : (enrichHttpError(event, hint) as E)
}
