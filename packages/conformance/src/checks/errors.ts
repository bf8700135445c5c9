// Spec §8: a refusal is the catalogue code with its HTTP status, in the body the web's API client
// parses (ErrorBody); an invalid parameter is named in `issues`.
import type { Check } from '../check.ts'
import { expect } from '../failure.ts'
import { describe, refused } from '../wire.ts'
import { someMatch } from './catalog.ts'

/** An id no backend will have (the largest the contract's Id accepts). */
const UNKNOWN_ID = 2_147_483_647

export const errorChecks: Check[] = [
  {
    id: 'errors.invalid-params',
    what: 'GET /matches?limit=abc → 400 invalid_params naming "limit"',
    run: async (ctx) => {
      const answer = await ctx.visitor.get(ctx.sportsbook('/matches', { limit: 'abc' }))
      const error = refused(answer, 'invalid_params')
      const paths = (error.issues ?? []).map((i) => i.path)
      expect(
        paths.some((p) => p.includes('limit')),
        `${describe(answer)}: issues [${paths.join(', ')}] do not name limit`,
      )
      return `400 invalid_params, issues: ${paths.join(', ')}`
    },
  },
  {
    id: 'errors.invalid-page',
    what: 'GET /matches/{id}/markets?page=0 → 400 invalid_params',
    run: async (ctx) => {
      const { id } = await someMatch(ctx)
      refused(await ctx.visitor.get(ctx.sportsbook(`/matches/${id}/markets`, { page: 0 })), 'invalid_params')
      return '400 invalid_params'
    },
  },
  {
    id: 'errors.not-found',
    what: 'GET /matches/{unknown id} → 404 not_found',
    run: async (ctx) => {
      const error = refused(await ctx.visitor.get(ctx.sportsbook(`/matches/${UNKNOWN_ID}`)), 'not_found')
      return `404 not_found: ${error.message}`
    },
  },
  {
    id: 'errors.unauthorized',
    what: 'GET /player without a session → 401 unauthorized',
    run: async (ctx) => {
      refused(await ctx.visitor.get(ctx.platform('/player')), 'unauthorized')
      return '401 unauthorized'
    },
  },
  {
    id: 'errors.invalid-credentials',
    what: 'POST /users/sign_in with an unknown login → 401 invalid_credentials',
    run: async (ctx) => {
      const login = `conformance-${Date.now()}@unknown.invalid`
      const body = { user: { login, password: 'not-a-password' } }
      refused(await ctx.visitor.post(ctx.platform('/users/sign_in'), { body }), 'invalid_credentials')
      return '401 invalid_credentials'
    },
  },
]
