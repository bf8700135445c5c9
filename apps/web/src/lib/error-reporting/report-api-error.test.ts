import type { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError, apiSend } from '../api-client.ts'
import { makeQueryClient } from '../query-client.ts'
import { jsonResponse as json } from '~/testing/fixtures.ts'
import { enrichHttpError } from './filters.ts'
import { shouldReport } from './report-api-error.ts'

const reported: [unknown, string][] = []
vi.mock('./start-reporting.ts', () => ({
  reportError: (error: unknown, where: string) => reported.push([error, where]),
}))

afterEach(() => {
  reported.length = 0
  vi.unstubAllGlobals()
})

const failing = (status: number, code: string) => () =>
  json(status, { error: { code, message: `${code} happened` } })

describe('which failed calls are reported (spec §8 "other errors")', () => {
  const err = (status: number, code: ApiError['code']) => new ApiError(status, code, code)

  it('reports server failures, unreadable answers and refused requests; never 401, network or cancel', () => {
    expect(shouldReport(err(500, 'internal_error'), undefined)).toBe(true)
    expect(shouldReport(err(503, 'service_unavailable'), undefined)).toBe(true)
    expect(shouldReport(err(200, 'invalid_response'), undefined)).toBe(true)
    expect(shouldReport(err(400, 'invalid_params'), undefined)).toBe(true)
    expect(shouldReport(new TypeError('x is undefined'), undefined)).toBe(true)
    expect(shouldReport(err(401, 'unauthorized'), 'always')).toBe(false)
    expect(shouldReport(err(0, 'network_error'), 'always')).toBe(false)
  })

  it('leaves to the screen what it explains: odds moved, not found', () => {
    expect(shouldReport(err(400, 'invalid_odds'), undefined)).toBe(false)
    expect(shouldReport(err(404, 'not_found'), undefined)).toBe(false)
  })

  it('jackpots: every failure but 400, 404 and 500', () => {
    const rule = { except: [400, 404, 500] }
    expect(shouldReport(err(500, 'internal_error'), rule)).toBe(false)
    expect(shouldReport(err(404, 'not_found'), rule)).toBe(false)
    expect(shouldReport(err(403, 'forbidden'), rule)).toBe(true)
    expect(shouldReport(err(502, 'internal_error'), rule)).toBe(true)
  })
})

describe('a failed request reaches the reporter with what spec §8 asks', () => {
  it('a failed query is reported once with the response URL and data and the request data', async () => {
    vi.stubGlobal('fetch', failing(500, 'internal_error'))
    const qc: QueryClient = makeQueryClient()
    await qc
      .fetchQuery({ queryKey: ['x'], queryFn: () => apiSend('GET', '/matches/7', z.unknown()), retry: false })
      .catch(() => undefined)
    expect(reported).toHaveLength(1)
    const [error, where] = reported[0]!
    expect(where).toBe('query')
    const event = enrichHttpError({}, { originalException: error })
    expect(event.contexts?.response).toMatchObject({
      url: '/api/sportsbook/matches/7',
      status: 500,
      data: { error: { code: 'internal_error' } },
    })
  })

  it('a failed mutation keeps its request body, with the password redacted', async () => {
    vi.stubGlobal('fetch', failing(400, 'invalid_params'))
    const qc = makeQueryClient()
    const body = { user: { login: 'ann@example.com', password: 'hunter22' } }
    await qc
      .getMutationCache()
      .build(qc, {
        mutationFn: () => apiSend('POST', '/users/sign_in', z.unknown(), { api: 'platform', body }),
      })
      .execute(undefined)
      .catch(() => undefined)
    expect(reported.map(([, w]) => w)).toEqual(['mutation'])
    const event = enrichHttpError({}, { originalException: reported[0]![0] })
    expect(event.contexts?.request_data).toEqual({
      data: { user: { login: 'ann@example.com', password: '[redacted]' } },
    })
  })

  it('a failure the screen explains (odds moved) is not reported', async () => {
    vi.stubGlobal('fetch', failing(400, 'invalid_odds'))
    await makeQueryClient()
      .fetchQuery({ queryKey: ['y'], queryFn: () => apiSend('GET', '/x', z.unknown()), retry: false })
      .catch(() => undefined)
    expect(reported).toEqual([])
  })
})
