// The development error sink (DEV_TOOLS): a signed-in player's browser posts Sentry envelopes with the
// session cookie and no CSRF token (the SDK cannot send it); they are kept and listed. Cross-site
// posts are still refused.
import { describe, expect, it } from 'vitest'
import { buildPlatform, Client, signedUp } from '../platform/helpers.ts'

const app = await buildPlatform()
const ENVELOPE_URL = '/api/dev/errors/api/1/envelope/'

/** What @sentry/browser posts for one error event. */
const envelope = (message: string) =>
  [
    JSON.stringify({
      event_id: 'e1',
      sent_at: new Date().toISOString(),
      dsn: 'http://dev@web.test/api/dev/errors/1',
    }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({ exception: { values: [{ type: 'Error', value: message }] } }),
  ].join('\n')

const post = (c: Client, message: string, origin: string) =>
  c.request({
    method: 'POST',
    url: ENVELOPE_URL,
    payload: envelope(message),
    // No X-CSRF-Token, as the SDK sends it: fetch with the page's cookies, text/plain.
    csrf: false,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin, 'sec-fetch-site': 'same-origin' },
  })

interface Listed {
  reports: { event: { exception?: { values?: { value?: string }[] } } }[]
}
const listed = async (c: Client) =>
  ((await c.get('/api/dev/errors')).json() as Listed).reports.map(
    (r) => r.event.exception?.values?.[0]?.value,
  )

describe('the development error sink', () => {
  it("keeps a signed-in player's browser error report and lists it", async () => {
    const c = new Client(app)
    await signedUp(app, c)
    expect(c.cookies.has('sb_session')).toBe(true)
    const res = await post(c, 'player hit a bug', 'http://web.test')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ kept: 1 })
    expect(await listed(c)).toContain('player hit a bug')
  })

  it('refuses an envelope from another site', async () => {
    const c = new Client(app)
    await signedUp(app, c)
    const res = await post(c, 'from elsewhere', 'https://evil.test')
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('csrf_failed')
    expect(await listed(c)).not.toContain('from elsewhere')
  })
})
