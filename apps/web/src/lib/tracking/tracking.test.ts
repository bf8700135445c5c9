import { afterEach, describe, expect, it } from 'vitest'
import { COOKIES, cookieString, readCookie } from './cookies.ts'
import { keepTrackingTags, readConsent, setConsent } from './consent.ts'
import { loadTagManager } from './tag-manager.ts'
import { extractTracking } from './tracking-params.ts'

const clearCookies = () => {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim()
    // An expiry in the past, not Max-Age=0: happy-dom keeps a Max-Age=0 cookie within the same millisecond.
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`
  }
}
afterEach(() => {
  clearCookies()
  window.sessionStorage.clear()
  document.head.innerHTML = ''
})

describe('tracking tags (spec §2)', () => {
  it('captures the five tags and leaves the rest of the query', () => {
    expect(extractTracking('?stag=aff_1&sport=soccer&gclid=G1&ctag=c&btag=b&qtag=q')).toEqual({
      tags: { stag: 'aff_1', gclid: 'G1', ctag: 'c', btag: 'b', qtag: 'q' },
      cleanSearch: '?sport=soccer',
    })
    expect(extractTracking('?gclid=')).toEqual({ tags: {}, cleanSearch: '' })
    expect(extractTracking('?sport=soccer')).toEqual({ tags: {}, cleanSearch: null })
  })
})

describe('cookies and consent (spec §7)', () => {
  it('gives each cookie its lifetime', () => {
    expect(COOKIES.deviceId.days).toBe(7300)
    expect(COOKIES.affiliateId.days).toBe(30)
    expect(COOKIES.depositReminder.days).toBe(1)
    expect(COOKIES.consent.days).toBe(365)
    expect(cookieString('affiliate_id', 'a b', 30, true)).toBe(
      'affiliate_id=a%20b; Path=/; Max-Age=2592000; SameSite=Lax; Secure',
    )
  })

  it('sets the affiliate cookie from stag only once the visitor accepts', () => {
    keepTrackingTags({ stag: 'aff_1' })
    expect(readCookie(COOKIES.affiliateId.name)).toBeNull()
    setConsent('all')
    expect(readConsent()).toBe('all')
    expect(readCookie(COOKIES.affiliateId.name)).toBe('aff_1')
  })

  it('drops the tags when the visitor keeps to necessary cookies', () => {
    keepTrackingTags({ stag: 'aff_2' })
    setConsent('necessary')
    setConsent('all')
    expect(readCookie(COOKIES.affiliateId.name)).toBeNull()
  })

  it('loads each tag-manager container once, async', () => {
    loadTagManager(['GTM-AB12CD'])
    loadTagManager(['GTM-AB12CD'])
    const scripts = document.head.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.async).toBe(true)
    expect(scripts[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD')
  })
})
