/**
 * The error catalogue (spec §8). Every error the APIs return carries one of these codes;
 * `status` is the HTTP status and `key` the i18n message key the UI shows.
 */
export const ERRORS = {
  invalid_params: { status: 400, key: 'error.default' },
  not_found: { status: 404, key: 'page.not_found.description' },
  method_not_allowed: { status: 405, key: 'error.default' },
  unauthorized: { status: 401, key: 'error.unauthorized' },
  forbidden: { status: 403, key: 'error.forbidden' },
  payload_too_large: { status: 413, key: 'error.default' },
  rate_limited: { status: 429, key: 'error.rate_limited' },
  internal_error: { status: 500, key: 'page.error.description' },
  service_unavailable: { status: 503, key: 'page.error.description' },
} as const satisfies Record<string, { status: number; key: string }>

export type ErrorCode = keyof typeof ERRORS

export const errorCodes = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]
