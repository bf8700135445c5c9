import { describe, expect, it } from 'vitest'
import {
  linkTarget,
  paymentStatusFromUrl,
  platformUrl,
  resolveDeposit,
  withReturnUrl,
} from './payment-links.ts'

const casino = { platformOrigin: 'https://casino.example', depositUrls: {}, devDeposit: false }
const mirrors = {
  platformOrigin: 'https://casino.example',
  devDeposit: false,
  depositUrls: {
    'bet.example.com': 'https://pay.example.com/deposit',
    'bet2.example.com:8443': 'https://pay2.example.com/',
  },
}

describe('resolveDeposit', () => {
  it('goes to the mirror deposit URL of the host the sportsbook is served on', () => {
    expect(resolveDeposit(mirrors, 'bet.example.com')).toEqual({
      kind: 'link',
      url: 'https://pay.example.com/deposit',
    })
    expect(resolveDeposit(mirrors, 'BET.example.com:3000')).toEqual({
      kind: 'link',
      url: 'https://pay.example.com/deposit',
    })
    expect(resolveDeposit(mirrors, 'bet2.example.com:8443')).toEqual({
      kind: 'link',
      url: 'https://pay2.example.com/',
    })
  })

  it("falls back to the casino's /profile/wallet/deposit on other hosts", () => {
    const casinoDeposit = { kind: 'link', url: 'https://casino.example/profile/wallet/deposit' }
    expect(resolveDeposit(mirrors, 'bet2.example.com')).toEqual(casinoDeposit)
    expect(resolveDeposit(casino, 'localhost:3000')).toEqual(casinoDeposit)
  })

  it('opens the development deposit when no platform is configured and it is served', () => {
    const dev = { platformOrigin: null, depositUrls: {}, devDeposit: true }
    expect(resolveDeposit(dev, 'localhost:3000')).toEqual({ kind: 'dev-modal' })
    // a mirror URL alone is enough for that mirror
    const onlyMirror = { ...dev, depositUrls: { 'bet.example.com': 'https://pay.example/' } }
    expect(resolveDeposit(onlyMirror, 'bet.example.com').kind).toBe('link')
  })

  it('goes nowhere in production without a cashier: no dead development route', () => {
    const bare = { platformOrigin: null, depositUrls: {}, devDeposit: false }
    expect(resolveDeposit(bare, 'bet.example.com')).toEqual({ kind: 'none' })
    const otherMirror = { ...bare, depositUrls: { 'bet.example.com': 'https://pay.example/' } }
    expect(resolveDeposit(otherMirror, 'bet2.example.com')).toEqual({ kind: 'none' })
  })
})

describe('platform links', () => {
  it('point at the spec §2 paths of the platform, or nowhere without one', () => {
    expect(platformUrl(casino, 'terms')).toBe('https://casino.example/terms-and-conditions')
    expect(platformUrl(casino, 'transactions')).toBe('https://casino.example/profile/wallet/transactions')
    expect(platformUrl(casino, 'support')).toBe('https://casino.example/help-center')
    expect(platformUrl({ platformOrigin: null }, 'support')).toBeNull()
  })

  it('carry the page to return to, without an earlier payment status', () => {
    const url = withReturnUrl(
      'https://pay.example.com/deposit?brand=x',
      'https://bet.example.com/sports/live?payment_status=success&sport=soccer#top',
    )
    const u = new URL(url)
    expect(u.searchParams.get('brand')).toBe('x')
    expect(u.searchParams.get('return_url')).toBe('https://bet.example.com/sports/live?sport=soccer#top')
  })

  it('open over the host page when framed, in the same tab otherwise', () => {
    expect(linkTarget(true)).toBe('_top')
    expect(linkTarget(false)).toBeUndefined()
  })
})

describe('paymentStatusFromUrl', () => {
  it('reads the status and gives the URL without it', () => {
    expect(paymentStatusFromUrl('/sports', '?payment_status=pending&page=2', '#x')).toEqual({
      status: 'pending',
      cleanUrl: '/sports?page=2#x',
    })
    expect(paymentStatusFromUrl('/sports', '?payment_status=success', '')).toEqual({
      status: 'success',
      cleanUrl: '/sports',
    })
  })

  it('removes an unknown status without naming one, and ignores URLs without it', () => {
    expect(paymentStatusFromUrl('/sports', '?payment_status=paid', '')).toEqual({
      status: null,
      cleanUrl: '/sports',
    })
    expect(paymentStatusFromUrl('/sports', '?page=2', '')).toBeNull()
  })
})
