import type { ChatMessage, ChatMessages } from '@sportsbook/contract'
import { CHAT_MAX_LENGTH } from '@sportsbook/domain'
import { chatChannel } from '@sportsbook/contract'
import { describe, expect, it } from 'vitest'
import { CHAT_RATE_MAX, CHAT_RATE_WINDOW_MS } from '../../src/modules/match-social/index.ts'
import { users } from '../../src/db/schema/index.ts'
import { eq } from 'drizzle-orm'
import { IDS } from '../helpers/fixtures.ts'
import { buildBetting, newPlayer, type TestPlayer } from '../betting/helpers.ts'

const app = await buildBetting()
const API = '/api/sportsbook'
const M = IDS.matches

const post = (p: TestPlayer, text: unknown, matchId: number | string = M.liverpoolEverton) =>
  p.api({ method: 'POST', url: `${API}/matches/${matchId}/chat`, payload: { text } })
const room = async (matchId: number) =>
  (await app.inject({ method: 'GET', url: `${API}/matches/${matchId}/chat` })).json<ChatMessages>().data

describe('built-in chat room', () => {
  it('stores a player’s plain-text message, shows it to visitors and pushes it on the match’s chat channel', async () => {
    const p = await newPlayer(app)
    await app.testDb.db.update(users).set({ nickname: 'Gunner' }).where(eq(users.id, p.id))
    const pushed: unknown[] = []
    const publish = app.realtime.publisher.publish.bind(app.realtime.publisher)
    app.realtime.publisher.publish = async (channel, data, o) => {
      if (channel === chatChannel(M.liverpoolEverton)) pushed.push(data)
      return publish(channel, data, o)
    }
    const res = await post(p, '  <b>What\u202E a\n\n goal</b>  ')
    expect(res.statusCode).toBe(200)
    const msg = res.json<ChatMessage>()
    // Normalised, kept as literal text: the markup is characters, never HTML.
    expect(msg).toMatchObject({ match_id: M.liverpoolEverton, author: 'Gunner', text: '<b>What a goal</b>' })
    expect(msg.author_tag).toMatch(/^[0-9A-F]{4}$/)
    expect(pushed).toEqual([{ type: 'chat_message', message: msg }])
    const seen = await room(M.liverpoolEverton)
    expect(seen.at(-1)).toEqual(msg)
    // Another match's room is its own.
    expect(await room(M.realBarca)).toEqual([])
  })

  it('lets visitors read but not post', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/matches/${M.liverpoolEverton}/chat`,
      payload: { text: 'hello' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('unauthorized')
    expect(
      (await app.inject({ method: 'GET', url: `${API}/matches/${M.liverpoolEverton}/chat` })).statusCode,
    ).toBe(200)
  })

  it('refuses a message that is too long or empty once normalised', async () => {
    const p = await newPlayer(app)
    const long = await post(p, 'x'.repeat(CHAT_MAX_LENGTH + 1))
    expect(long.statusCode).toBe(422)
    expect(long.json().error.code).toBe('chat_message_too_long')
    // Exactly the limit, in characters a reader counts (emoji are one each), is fine.
    expect((await post(p, '⚽'.repeat(CHAT_MAX_LENGTH))).statusCode).toBe(200)
    const blank = await post(p, ' \u200B\n\t ')
    expect(blank.statusCode).toBe(422)
    expect(blank.json().error.code).toBe('chat_message_empty')
    for (const bad of [undefined, 42, 'a\u0000b']) {
      const res = await post(p, bad)
      expect(res.statusCode, String(bad)).toBe(400)
    }
  })

  it('rate-limits each player, with Retry-After, and lets them post again once the window passed', async () => {
    const p = await newPlayer(app)
    const other = await newPlayer(app)
    for (let i = 0; i < CHAT_RATE_MAX; i++) expect((await post(p, `msg ${i}`)).statusCode).toBe(200)
    const limited = await post(p, 'one too many')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('chat_rate_limited')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // The limit is the player's, not the room's.
    expect((await post(other, 'my turn')).statusCode).toBe(200)
    app.clock.advance(CHAT_RATE_WINDOW_MS + 1)
    expect((await post(p, 'back again')).statusCode).toBe(200)
    expect((await room(M.liverpoolEverton)).map((m) => m.text)).not.toContain('one too many')
  })

  it('answers bad and unknown match ids with catalogue errors', async () => {
    const p = await newPlayer(app)
    expect((await post(p, 'hi', 999_999)).statusCode).toBe(404)
    expect((await post(p, 'hi', 'abc')).statusCode).toBe(400)
    expect((await app.inject({ method: 'GET', url: `${API}/matches/999999/chat` })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: `${API}/matches/0/chat` })).statusCode).toBe(400)
  })

  it('gives a chat provider a stable opaque id for a player, and none for a visitor', async () => {
    const p = await newPlayer(app)
    const a = await p.api({ method: 'GET', url: `${API}/watchersio/userid` })
    expect(a.statusCode).toBe(200)
    expect(a.json()).toMatchObject({ provider: 'builtin' })
    expect(a.json().user_id).toMatch(/^[0-9a-f]{32}$/)
    expect(a.json().user_id).not.toBe(String(p.id))
    expect((await p.api({ method: 'GET', url: `${API}/watchersio/userid` })).json().user_id).toBe(
      a.json().user_id,
    )
    const other = await newPlayer(app)
    expect((await other.api({ method: 'GET', url: `${API}/watchersio/userid` })).json().user_id).not.toBe(
      a.json().user_id,
    )
    expect((await app.inject({ method: 'GET', url: `${API}/watchersio/userid` })).statusCode).toBe(401)
  })
})
