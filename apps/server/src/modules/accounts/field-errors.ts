// invalid_params with field issues from a handler (rules the schema cannot state, e.g. "the fields you
// are missing are required"); the web shows each issue next to the field named by `path`.
import type { FastifyReply } from 'fastify'
import type { ErrorBody } from '@sportsbook/contract'

export function fieldErrors(reply: FastifyReply, issues: { path: string; message: string }[]) {
  const body: ErrorBody = {
    error: {
      code: 'invalid_params',
      message: `Invalid body: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      issues,
    },
  }
  return reply.code(400).type('application/json; charset=utf-8').send(body)
}
