import { afterEach, describe, expect, it, vi } from 'vitest'
import { publicEnv, readPublicEnv as read } from './public-env.ts'

/** Production: a bad value is left out with a warning (development throws; see 'in development'). */
const readPublicEnv = (env: NodeJS.ProcessEnv) => read(env, { strict: false })

afterEach(() => {
  vi.restoreAllMocks()
  delete window.__PUBLIC_ENV__
})

describe('readPublicEnv', () => {
  it('defaults to the reference setup: same-origin APIs, no platform, phone verification optional', () => {
    expect(readPublicEnv({})).toEqual({
      sportsbookApiUrl: '/api/sportsbook',
      platformApiUrl: '/api/platform',
      platformOrigin: null,
      depositUrls: {},
      phoneVerificationRequired: false,
      realtimeUrl: null,
      rtlView: true,
      embedOrigins: [],
      requiredUserGroup: null,
      redirectLoggedOut: false,
      errorReportingDsn: null,
      tagManagerIds: [],
      brandName: 'Sportsbook',
      minAge: 18,
      sessionStatus: true,
      links: {
        responsibleGambling: 'https://www.begambleaware.org/',
        terms: '/terms-and-conditions',
        privacy: '/privacy-policy',
        licence: '/licence',
        support: '/help-center',
      },
      termsVersion: null,
      preview: false,
      iframeDeposit: false,
      devDeposit: false,
      quickDeposit: false,
      paymentTest: false,
      paymentTestStatus: null,
    })
    expect(readPublicEnv({ PUBLIC_TERMS_VERSION: '2026-11', PUBLIC_PREVIEW: 'true' })).toMatchObject({
      termsVersion: '2026-11',
      preview: true,
    })
  })

  it('reads the payment widget flags; an unknown test status is none, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(
      readPublicEnv({
        PUBLIC_IFRAME_DEPOSIT: 'true',
        PUBLIC_DEV_DEPOSIT: 'true',
        PUBLIC_QUICK_DEPOSIT: '1',
        PUBLIC_PAYMENT_TEST: 'yes',
        PUBLIC_PAYMENT_TEST_STATUS: ' Pending ',
      }),
    ).toMatchObject({
      iframeDeposit: true,
      devDeposit: true,
      quickDeposit: true,
      paymentTest: true,
      paymentTestStatus: 'pending',
    })
    expect(readPublicEnv({ PUBLIC_PAYMENT_TEST_STATUS: 'paid' }).paymentTestStatus).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('PUBLIC_PAYMENT_TEST_STATUS'))
  })

  it("reads the brand, the minimum age and the footer links; the platform's pages by default", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const env = readPublicEnv({
      PUBLIC_PLATFORM_ORIGIN: 'https://casino.example',
      PUBLIC_BRAND_NAME: ' Acme Bet ',
      PUBLIC_MIN_AGE: '21',
      PUBLIC_TERMS_URL: '/legal/terms',
      PUBLIC_RESPONSIBLE_GAMBLING_URL: 'https://help.example/rg',
      PUBLIC_PRIVACY_URL: 'javascript:alert(1)',
      PUBLIC_SUPPORT_URL: '//evil.example/x',
      // Browsers read /\ as //: another site, not a path of this one.
      PUBLIC_LICENCE_URL: '/\\evil.example/x',
    })
    expect(env.brandName).toBe('Acme Bet')
    expect(env.minAge).toBe(21)
    expect(env.links).toEqual({
      responsibleGambling: 'https://help.example/rg',
      terms: '/legal/terms',
      privacy: 'https://casino.example/privacy-policy',
      licence: 'https://casino.example/licence',
      support: 'https://casino.example/help-center',
    })
    expect(readPublicEnv({ PUBLIC_MIN_AGE: '3', PUBLIC_BRAND_NAME: 'x'.repeat(61) })).toMatchObject({
      minAge: 18,
      brandName: 'Sportsbook',
    })
  })

  it('reads the embedding, user-group, error-reporting and tag-manager settings', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const env = readPublicEnv({
      PUBLIC_EMBED_ORIGINS: 'https://casino.example/lobby, http://localhost:4000,nope',
      PUBLIC_REQUIRED_USER_GROUP: ' vip ',
      PUBLIC_REDIRECT_LOGGED_OUT: 'yes',
      PUBLIC_SENTRY_DSN: 'https://abc@errors.example/7',
      PUBLIC_TAG_MANAGER_IDS: 'GTM-AB12CD,<script>',
    })
    expect(env.embedOrigins).toEqual(['https://casino.example', 'http://localhost:4000'])
    expect(env.requiredUserGroup).toBe('vip')
    expect(env.redirectLoggedOut).toBe(true)
    expect(env.errorReportingDsn).toBe('https://abc@errors.example/7')
    expect(env.tagManagerIds).toEqual(['GTM-AB12CD'])
    expect(readPublicEnv({ PUBLIC_SENTRY_DSN: 'https://errors.example/7' }).errorReportingDsn).toBeNull()
  })

  it('turns the right-to-left layout off with PUBLIC_RTL_VIEW=false (spec §2 rtl_view)', () => {
    expect(readPublicEnv({ PUBLIC_RTL_VIEW: 'false' }).rtlView).toBe(false)
    expect(readPublicEnv({ PUBLIC_RTL_VIEW: 'no' }).rtlView).toBe(false)
  })

  it('reads the operator payment links and the phone verification setting', () => {
    const env = readPublicEnv({
      PUBLIC_PLATFORM_ORIGIN: 'https://casino.example/',
      PUBLIC_DEPOSIT_URLS:
        'Bet.Example.com=https://pay.example.com/deposit?b=1, bet2.example.com:8443=https://pay2.example/',
      PUBLIC_PHONE_VERIFICATION_REQUIRED: 'TRUE',
    })
    expect(env.platformOrigin).toBe('https://casino.example')
    expect(env.depositUrls).toEqual({
      'bet.example.com': 'https://pay.example.com/deposit?b=1',
      'bet2.example.com:8443': 'https://pay2.example/',
    })
    expect(env.phoneVerificationRequired).toBe(true)
  })

  it('reads a separate realtime host (e.g. Centrifugo) and refuses anything but ws(s)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const url = 'wss://rt.example.com/connection/websocket'
    expect(readPublicEnv({ PUBLIC_REALTIME_URL: ` ${url} ` }).realtimeUrl).toBe(url)
    expect(readPublicEnv({ PUBLIC_REALTIME_URL: 'https://rt.example.com' }).realtimeUrl).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('PUBLIC_REALTIME_URL: ignored'))
  })
})

describe('bad values', () => {
  it('in production: left out with one warning each (a list: the bad entry only), never a crash', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const env = {
      PUBLIC_PLATFORM_ORIGIN: 'javascript:alert(1)',
      PUBLIC_EMBED_ORIGINS: 'casino.example,https://ok.example/x',
      PUBLIC_DEPOSIT_URLS:
        'good.example=https://pay.example/d,=https://x.example,no-url,bad host=https://x.example,m.example=ftp://x',
      PUBLIC_PREVIEW: 'maybe',
    }
    expect(readPublicEnv(env)).toMatchObject({
      platformOrigin: null,
      embedOrigins: ['https://ok.example'],
      depositUrls: { 'good.example': 'https://pay.example/d' },
      preview: false,
    })
    expect(warn).toHaveBeenCalledTimes(7)
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(
      expect.arrayContaining([
        expect.stringContaining('PUBLIC_PLATFORM_ORIGIN: ignored "javascript:alert(1)"'),
        expect.stringContaining('PUBLIC_EMBED_ORIGINS: ignored "casino.example"'),
        expect.stringContaining('"=https://x.example"'),
        expect.stringContaining('"no-url"'),
        expect.stringContaining('"bad host=https://x.example"'),
        expect.stringContaining('"m.example=ftp://x"'),
        expect.stringContaining('PUBLIC_PREVIEW: ignored "maybe" (expected true or false)'),
      ]),
    )
    // The root loader reads the env per request: the same problem is not logged again.
    readPublicEnv(env)
    expect(warn).toHaveBeenCalledTimes(7)
  })

  it('in development: the page fails, naming every bad variable', () => {
    expect(() => read({ PUBLIC_MIN_AGE: '3', PUBLIC_PREVIEW: 'maybe' }, { strict: true })).toThrow(
      /PUBLIC_MIN_AGE: ignored "3" \(expected a whole age from 16 to 25\)[\s\S]*PUBLIC_PREVIEW/,
    )
    expect(read({ PUBLIC_MIN_AGE: '21' }, { strict: true }).minAge).toBe(21)
  })

  it('read flags in the usual spellings and keep the default when unset or blank', () => {
    expect(readPublicEnv({ PUBLIC_RTL_VIEW: ' false ' }).rtlView).toBe(false)
    expect(readPublicEnv({ PUBLIC_PREVIEW: '1' }).preview).toBe(true)
    expect(readPublicEnv({ PUBLIC_SESSION_STATUS: undefined }).sessionStatus).toBe(true)
    expect(readPublicEnv({ PUBLIC_PREVIEW: ' ' }).preview).toBe(false)
  })
})

describe('publicEnv in the browser', () => {
  it('reads the copy the server rendered into the page, filling fields an older page lacks', () => {
    window.__PUBLIC_ENV__ = {
      sportsbookApiUrl: '/sb',
      platformApiUrl: '/pf',
      platformOrigin: 'https://casino.example',
    } as typeof window.__PUBLIC_ENV__
    expect(publicEnv()).toMatchObject({
      sportsbookApiUrl: '/sb',
      platformOrigin: 'https://casino.example',
      depositUrls: {},
      phoneVerificationRequired: false,
    })
  })
})
