// A body nested deeper than MAX_JSON_DEPTH is bad input: 400 `invalid_params` before any walk over
// it (the unstorable-text check, the schemas) can overflow the stack into a 500. The bodies are raw
// JSON text, as an attacker would send them; the sign-in route is a write anyone can reach.
import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH } from '../../src/plugins/external/json-depth.ts'
import { Client, buildPlatform, signedUp } from './helpers.ts'

const app = await buildPlatform()
const P = '/api/platform'

const rawWrite = (c: Client, method: 'POST' | 'PATCH', url: string, json: string) =>
  c.request({ method, url, payload: json, headers: { 'content-type': 'application/json' } })

/** `{"a":{"a":…1…}}` nested `depth` objects deep (5 000 deep is ~25 KB, well under the body limit). */
const deepObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
/** `[[[…]]]` nested `depth` arrays deep: 100 000 deep is 200 KB, still under the 256 KiB body limit. */
const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
/** A sign-in body whose password field holds the nested value. */
const signInWith = (nested: string) => `{"user":{"login":"a@b.test","password":${nested}}}`

function expectInvalidParams(res: { statusCode: number; json(): { error: { code: string } } }) {
  expect(res.statusCode).toBe(400)
  expect(res.json().error).toMatchObject({ code: 'invalid_params', message: expect.stringContaining('nested') })
}

describe('deeply nested JSON', () => {
  it('answers 400 invalid_params without a session, at 5 000 and 100 000 levels', async () => {
    const c = new Client(app)
    expectInvalidParams(await rawWrite(c, 'POST', `${P}/users/sign_in`, deepObjects(5_000)))
    expectInvalidParams(await rawWrite(c, 'POST', `${P}/users/sign_in`, signInWith(deepObjects(5_000))))
    expectInvalidParams(await rawWrite(c, 'POST', `${P}/users/sign_in`, deepArrays(100_000)))
    expectInvalidParams(await rawWrite(c, 'POST', `${P}/users/sign_in`, signInWith(deepArrays(100_000))))
    // 100 000 nested objects are 600 KB: over the body limit, refused before they are parsed.
    const huge = await rawWrite(c, 'POST', `${P}/users/sign_in`, deepObjects(100_000))
    expect([huge.statusCode, huge.json().error.code]).toEqual([413, 'payload_too_large'])
  })

  it('answers 400 invalid_params with a session too, and the session lives on', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    expectInvalidParams(await rawWrite(c, 'PATCH', `${P}/player/update_locale`, deepObjects(5_000)))
    expectInvalidParams(await rawWrite(c, 'PATCH', `${P}/player/update_locale`, deepArrays(100_000)))
    expect((await c.patch(`${P}/player/update_locale`, { locale: 'de' })).json()).toEqual({ language: 'de' })
  })

  it(`takes nesting up to ${MAX_JSON_DEPTH} levels to the route's own validation`, async () => {
    const c = new Client(app)
    // The limit counts the body itself as level 1: the password at the deepest allowed level is
    // refused by the schema (a string is expected), not by the depth check.
    const atLimit = signInWith(deepArrays(MAX_JSON_DEPTH - 2))
    const res = await rawWrite(c, 'POST', `${P}/users/sign_in`, atLimit)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.issues[0].path).toBe('user.password')
    expectInvalidParams(await rawWrite(c, 'POST', `${P}/users/sign_in`, signInWith(deepArrays(MAX_JSON_DEPTH - 1))))
  })

  it('leaves an ordinary body alone', async () => {
    const c = new Client(app)
    const res = await c.post(`${P}/users/sign_in`, { user: { login: 'nobody@example.test', password: 'guess guess' } })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('invalid_credentials')
  })
})
