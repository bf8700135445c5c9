// Every error leaves as the contract's ErrorBody with a catalogue code (spec §8). Bad input is a 4xx,
// never a 500; an unexpected failure is logged in full but answered without internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import {
  UNSTORABLE_TEXT_MESSAGE,
  findUnstorableText,
  type ErrorBody,
  type ErrorCode,
} from '@sportsbook/contract'
import { ApiError } from '../../lib/api-error.ts'
import { requestInfo } from '../../modules/monitoring/index.ts'
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  429: 'rate_limited',
  503: 'service_unavailable',
}

/** The catalogue code each failed request was answered with (metrics count refusals by code). */
const answeredCodes = new WeakMap<FastifyRequest, ErrorCode>()
export const errorCodeOf = (req: FastifyRequest): ErrorCode | undefined => answeredCodes.get(req)
/** For a route that answers its own refusal body (placement's errors by bet): the code it sent. */
export const answeredWith = (req: FastifyRequest, code: ErrorCode): void => void answeredCodes.set(req, code)

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  issues?: ErrorBody['error']['issues'],
  limit?: ErrorBody['error']['limit'],
) {
  answeredWith(reply.request, code)
  const body: ErrorBody = {
    error: { code, message, ...(issues ? { issues } : {}), ...(limit ? { limit } : {}) },
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body)
}

function onError(this: FastifyInstance, err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext ?? 'request'
    const issues = err.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
      message: v.message ?? 'invalid value',
    }))
    const summary = issues.map((i) => `${i.path}: ${i.message}`).join('; ')
    return send(reply, 400, 'invalid_params', `Invalid ${where}: ${summary}`, issues)
  }
  if (err instanceof ApiError) {
    if (err.retryAfterS !== undefined) reply.header('retry-after', String(Math.max(1, err.retryAfterS)))
    return send(reply, err.statusCode, err.code, err.message, undefined, err.limit)
  }
  // SQLSTATE class 22 (data exception: out-of-range number or date, bad encoding) can only come from a
  // value the client sent that the schema let through: it is bad input, not a server fault.
  if (isDataException(err)) {
    req.log.warn({ err }, 'data exception from request values')
    return send(reply, 400, 'invalid_params', 'A parameter value is out of range')
  }
  // Fastify's own 4xx (malformed JSON, unsupported media type, body too large) are safe to echo.
  const status = err.statusCode ?? 500
  if (status >= 400 && status < 500)
    return send(reply, status, CODE_BY_STATUS[status] ?? 'invalid_params', err.message)
  req.log.error({ err }, 'unhandled error')
  // Only this branch reaches an operator's error tracker: catalogue errors above are expected answers.
  if (this.hasDecorator('errorReporter')) this.errorReporter.request(err, requestInfo(req))
  if (status === 503) return send(reply, 503, 'service_unavailable', 'Service unavailable')
  return send(reply, 500, 'internal_error', 'Internal server error')
}

function isDataException(err: unknown): boolean {
  const code =
    (err as { code?: unknown; cause?: { code?: unknown } }).code ??
    (err as { cause?: { code?: unknown } }).cause?.code
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)
}

/** Unknown path → 404; known path with another method → 405 with an Allow header. */
function onNotFound(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const url = req.url.split('?')[0] ?? '/'
  const allowed = METHODS.filter((m) => m !== req.method && app.findRoute({ method: m, url }) !== null)
  if (allowed.length > 0) {
    reply.header('allow', allowed.join(', '))
    return send(reply, 405, 'method_not_allowed', `Method ${req.method} not allowed on ${url}`)
  }
  return send(reply, 404, 'not_found', `Route ${req.method} ${url} not found`)
}

/** Errors the router raises before any route runs (e.g. a malformed %-escape in the path). */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  return send(reply, 400, 'invalid_params', err.message)
}

export default fp(
  async (app) => {
    // PostgreSQL cannot store NUL and UTF-8 has no unpaired surrogates: refuse them in every
    // string of the request before any schema or query sees it (contract text.ts).
    app.addHook('preValidation', async (req) => {
      // First, and without recursion: the walks below and the schemas recurse into the body.
      if (nestsDeeperThan(req.body, MAX_JSON_DEPTH))
        throw new ApiError('invalid_params', `Invalid body: nested deeper than ${MAX_JSON_DEPTH} levels`)
      for (const [part, value] of [
        ['params', req.params],
        ['query', req.query],
        ['body', req.body],
      ] as const) {
        const at = findUnstorableText(value)
        if (at !== null) throw new ApiError('invalid_characters', `${part}.${at}: ${UNSTORABLE_TEXT_MESSAGE}`)
      }
    })
    app.setErrorHandler(onError)
    app.setNotFoundHandler((req, reply) => onNotFound(app, req, reply))
  },
  { name: 'errors' },
)
