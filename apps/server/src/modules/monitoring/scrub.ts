// What leaves the server in an error report: never credentials, session material or bodies. Runs as
// the SDK's beforeSend and beforeBreadcrumb, so whatever an integration added is scrubbed too.

/** Keys whose values are replaced, at any depth (headers, extra, contexts, breadcrumb data). */
const SECRET_KEY = /pass(word)?|token|secret|authori[sz]ation|cookie|session|csrf|api[-_]?key|otp/i
export const REDACTED = '[redacted]'

type Json = Record<string, unknown>

function redact(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1))
  return Object.fromEntries(
    Object.entries(value as Json).map(([k, v]) => [k, SECRET_KEY.test(k) ? REDACTED : redact(v, depth + 1)]),
  )
}

/** Removes cookies, auth headers, bodies and secret-looking fields from an event (a copy). */
export function scrubEvent<E extends object>(event: E): E {
  const out: Json = { ...(event as Json) }
  const request = out.request as Json | undefined
  if (request) {
    const { cookies: _c, data: _d, query_string: _q, ...rest } = request
    out.request = {
      ...rest,
      ...(rest.url !== undefined && { url: String(rest.url).split('?')[0] }),
      ...(rest.headers !== undefined && { headers: redact(rest.headers) }),
    }
  }
  for (const key of ['extra', 'contexts', 'tags', 'user'] as const) {
    if (out[key] !== undefined) out[key] = redact(out[key])
  }
  if (Array.isArray(out.breadcrumbs)) out.breadcrumbs = out.breadcrumbs.map((b) => scrubBreadcrumb(b as Json))
  return out as E
}

export function scrubBreadcrumb<B extends { data?: unknown }>(crumb: B): B {
  return crumb.data === undefined ? crumb : { ...crumb, data: redact(crumb.data) }
}
