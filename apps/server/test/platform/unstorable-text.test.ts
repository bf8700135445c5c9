// A NUL character or an unpaired UTF-16 surrogate anywhere in a request is refused at validation
// with 400 `invalid_characters` naming where it was, never reaching PostgreSQL (a 500 or a silently
// altered value). The bodies are raw JSON text, as a client would send them.
import { describe, expect, it } from 'vitest'
import { findUnstorableText, isStorableText } from '@sportsbook/contract'
import { Client, buildPlatform, signUpBody } from './helpers.ts'

const app = await buildPlatform()

const rawPost = (c: Client, url: string, json: string) =>
  c.request({ method: 'POST', url, payload: json, headers: { 'content-type': 'application/json' } })

describe('unstorable text', () => {
  it('recognises NUL and unpaired surrogates, and accepts paired ones', () => {
    expect(isStorableText('Ωmega ⚽ 😀')).toBe(true)
    expect(isStorableText('a\u0000b')).toBe(false)
    expect(isStorableText('\uD83D')).toBe(false)
    expect(isStorableText('x\uDE00')).toBe(false)
    expect(findUnstorableText({ user: { tags: ['ok', 'b\uDC00ad'] } })).toBe('user.tags.1')
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('k\u0000')
  })

  it('answers 400 invalid_characters for a NUL or a lone surrogate in a body, a query or a key', async () => {
    const c = new Client(app)
    const signIn = await rawPost(c, '/api/platform/users/sign_in', '{"user":{"login":"a\\u0000@b.test","password":"x"}}')
    expect(signIn.statusCode).toBe(400)
    expect(signIn.json().error).toMatchObject({ code: 'invalid_characters', message: expect.stringContaining('body.user.login') })

    const body = JSON.stringify(signUpBody()).replace('"terms_accepted"', '"nickname":"Ana\\ud800","terms_accepted"')
    const signUp = await rawPost(c, '/api/platform/users', body)
    expect(signUp.statusCode).toBe(400)
    expect(signUp.json().error.code).toBe('invalid_characters')

    const key = await rawPost(c, '/api/platform/users/sign_in', '{"user":{"login":"a@b.test","password":"x","\\udc00":1}}')
    expect(key.json().error.code).toBe('invalid_characters')

    const query = await c.get('/api/platform/users/confirmation?confirmation_token=%00')
    expect(query.statusCode).toBe(400)
    expect(query.json().error.code).toBe('invalid_characters')
  })

  it('still takes real Unicode text', async () => {
    const c = new Client(app)
    const body = signUpBody({ nickname: 'Ana 😀 Ωmega' })
    expect((await c.post('/api/platform/users', body)).statusCode).toBe(201)
  })
})
