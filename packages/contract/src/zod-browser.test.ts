// @vitest-environment happy-dom
// In a browser the contract never asks for `new Function`: the sportsbook's CSP (no 'unsafe-eval')
// would refuse it and report a violation on every page (zod's eval probe, issue #27).
import { afterEach, expect, it } from 'vitest'

const RealFunction = globalThis.Function
afterEach(() => {
  globalThis.Function = RealFunction
})

it('builds and parses schemas without new Function (no eval probe, no compiled parsers)', async () => {
  const compiled: string[] = []
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args: string[]) {
      compiled.push(String(args.at(-1)))
      return Reflect.construct(target, args) as object
    },
  })
  const contract = await import('./index.ts')
  expect(
    contract.PlaceBetsRequest.safeParse({
      meta: { device_id: 'web-1', type: 'single' },
      bets: [
        {
          stake: { value: 500, currency: 'EUR' },
          selections: [{ match_id: 7, market_id: 1, outcome_id: '1', odds: 1.85 }],
        },
      ],
    }).success,
  ).toBe(true)
  expect(contract.SafeHref.safeParse('/sports').success).toBe(true)
  expect(compiled).toEqual([])
})
