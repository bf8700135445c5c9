// @vitest-environment node
// On the server (the API, SSR) zod keeps its compiled object parsers: no CSP there, and they are
// faster for the large bodies the API parses and serializes.
import { afterEach, expect, it } from 'vitest'

const RealFunction = globalThis.Function
afterEach(() => {
  globalThis.Function = RealFunction
})

it('parses objects with compiled parsers in Node', async () => {
  let compiled = 0
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args: string[]) {
      compiled++
      return Reflect.construct(target, args) as object
    },
  })
  const { ErrorBody } = await import('./index.ts')
  expect(ErrorBody.safeParse({ error: { code: 'not_found', message: 'x' } }).success).toBe(true)
  expect(compiled).toBeGreaterThan(0)
})
