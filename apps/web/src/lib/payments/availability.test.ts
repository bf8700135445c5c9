import { describe, expect, it } from 'vitest'
import { DEFAULT_PUBLIC_ENV, type PublicEnv } from '~/config/public-env.ts'
import {
  depositRoute,
  iframeDepositOn,
  quickDepositOn,
  widgetScriptUrl,
  widgetTestStatus,
} from './availability.ts'

const env = (over: Partial<PublicEnv>): PublicEnv => ({ ...DEFAULT_PUBLIC_ENV, ...over })
const casino = 'https://casino.example'
const host = 'bet.example.com'
const cashier = { kind: 'link', url: 'https://casino.example/profile/wallet/deposit' }
const modal = (name: string) => ({ kind: 'modal', name })

describe('payment widget availability', () => {
  it('loads the widget from the platform origin at /spi/main.js, and nowhere without a platform', () => {
    expect(widgetScriptUrl(env({ platformOrigin: casino }))).toBe('https://casino.example/spi/main.js')
    expect(widgetScriptUrl(env({}))).toBeNull()
  })

  it('opens the iframe deposit only with its flag and a platform', () => {
    expect(iframeDepositOn(env({ iframeDeposit: true, platformOrigin: casino }))).toBe(true)
    expect(iframeDepositOn(env({ iframeDeposit: true }))).toBe(false)
    expect(iframeDepositOn(env({ platformOrigin: casino }))).toBe(false)
  })

  it("offers quick deposit where the brand's quick_deposit is on, still only with a platform", () => {
    expect(quickDepositOn(env({ platformOrigin: casino }), true)).toBe(true)
    expect(quickDepositOn(env({}), true)).toBe(false)
    expect(depositRoute(env({ platformOrigin: casino }), 'slip', host, true)).toEqual(modal('quick-deposit'))
    // without it, the slip goes to the cashier as the header does, never the development form
    expect(depositRoute(env({ platformOrigin: casino }), 'slip', host, false)).toEqual(cashier)
  })

  it('offers quick deposit by its flag, or by the test flag plus a test status (spec §6)', () => {
    expect(quickDepositOn(env({ quickDeposit: true, platformOrigin: casino }))).toBe(true)
    expect(
      quickDepositOn(env({ paymentTest: true, paymentTestStatus: 'pending', platformOrigin: casino })),
    ).toBe(true)
    expect(quickDepositOn(env({ paymentTest: true, platformOrigin: casino }))).toBe(false)
    expect(quickDepositOn(env({ paymentTestStatus: 'error', platformOrigin: casino }))).toBe(false)
    expect(quickDepositOn(env({ quickDeposit: true }))).toBe(false)
  })

  it('forces a status only when the test flag is on', () => {
    expect(widgetTestStatus(env({ paymentTest: true, paymentTestStatus: 'error' }))).toBe('error')
    expect(widgetTestStatus(env({ paymentTestStatus: 'error' }))).toBeNull()
  })

  it('picks the dialog: quick deposit from a short slip, else the widget, else the development deposit', () => {
    const both = env({ platformOrigin: casino, iframeDeposit: true, quickDeposit: true })
    expect(depositRoute(both, 'slip', host)).toEqual(modal('quick-deposit'))
    expect(depositRoute(both, 'header', host)).toEqual(modal('iframe-deposit'))
    expect(depositRoute(env({ platformOrigin: casino, iframeDeposit: true }), 'slip', host)).toEqual(
      modal('iframe-deposit'),
    )
    // the reference setup's development deposit where it is served; none in production without a cashier
    expect(depositRoute(env({ devDeposit: true }), 'slip', host)).toEqual(modal('deposit'))
    expect(depositRoute(env({}), 'header', host)).toEqual({ kind: 'none' })
    expect(depositRoute(env({}), 'slip', host)).toEqual({ kind: 'none' })
  })
})
