// Expectations on answers: a contract schema for 2xx bodies, the §8 error body and status for failures.
import { ERRORS, ErrorBody, type ErrorCode } from '@sportsbook/contract'
import type { z } from 'zod'
import { CheckFailure } from './failure.ts'
import type { Answer } from './http.ts'

/** "GET /api/sportsbook/matches?limit=2": the request as the table names it. */
export const describe = (a: Pick<Answer, 'method' | 'url'>) => {
  const u = new URL(a.url)
  return `${a.method} ${u.pathname}${u.search}`
}

/** The first problem zod found, as "at data[0].sport.key: Invalid input…". */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid'
  const path = issue.path.reduce<string>(
    (acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)),
    '',
  )
  return `${path ? `at ${path}: ` : ''}${issue.message}`
}

/** The body of a successful answer, parsed with its contract schema `name`. */
export function parsed<S extends z.ZodType>(a: Answer, schema: S, name: string, status = 200): z.output<S> {
  if (a.status !== status) {
    throw new CheckFailure(`${describe(a)}: HTTP ${a.status}, expected ${status}${errorHint(a.body)}`)
  }
  const result = schema.safeParse(a.body)
  if (!result.success) {
    throw new CheckFailure(`${describe(a)}: body is not a ${name} ${firstIssue(result.error)}`)
  }
  return result.data
}

/** An answer without a JSON body to parse (204, an SVG): only its status is checked. */
export function answered(a: Answer, status = 200): void {
  if (a.status !== status)
    throw new CheckFailure(`${describe(a)}: HTTP ${a.status}, expected ${status}${errorHint(a.body)}`)
}

/** A refusal with the catalogue's `code` and its status, in the §8 body `{error:{code,message,…}}`. */
export function refused(a: Answer, code: ErrorCode): ErrorBody['error'] {
  const status = ERRORS[code].status
  const result = ErrorBody.safeParse(a.body)
  if (!result.success) {
    throw new CheckFailure(
      `${describe(a)}: HTTP ${a.status}, error body not of §8 shape ${firstIssue(result.error)}`,
    )
  }
  const error = result.data.error
  if (a.status !== status || error.code !== code) {
    throw new CheckFailure(`${describe(a)}: HTTP ${a.status} ${error.code}, expected ${status} ${code}`)
  }
  return error
}

function errorHint(body: unknown): string {
  const result = ErrorBody.safeParse(body)
  return result.success ? ` (${result.data.error.code}: ${result.data.error.message})` : ''
}
