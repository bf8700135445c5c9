import { describe, expect, it } from 'vitest'
import { DEFAULT_PUBLIC_ENV, type PublicEnv } from '~/config/public-env.ts'
import {
  depositDialog,
  iframeDepositOn,
  quickDepositOn,
  widgetScriptUrl,
  widgetTestStatus,
} from './availability.ts'

const env = (over: Partial<PublicEnv>): PublicEnv => ({ ...DEFAULT_PUBLIC_ENV, ...over })
const casino = 'https://casino.example'

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
    expect(depositDialog(env({ platformOrigin: casino }), 'slip', true)).toBe('quick-deposit')
    expect(depositDialog(env({ platformOrigin: casino }), 'slip', false)).toBe('deposit')
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
    expect(depositDialog(both, 'slip')).toBe('quick-deposit')
    expect(depositDialog(both, 'header')).toBe('iframe-deposit')
    expect(depositDialog(env({ platformOrigin: casino, iframeDeposit: true }), 'slip')).toBe('iframe-deposit')
    expect(depositDialog(env({}), 'slip')).toBe('deposit')
  })
})
