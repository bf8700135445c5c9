// @vitest-environment node
import { gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, gzipWithNonce, prepareNonceGzip } from '../../../nonce-gzip.mjs'

const NONCE = 'k3J9bXx1cHZzQ2Zqc1pwbw=='

describe('a page deflated once, gzipped per visitor with their nonce', () => {
  it('decompresses to the page with the visitor’s nonce wherever the stored one was', () => {
    const page = `<!DOCTYPE html><script nonce="${NONCE}">a</script>${'<li>Arsenal – Chelsea 2.10 ☆</li>'.repeat(500)}<script nonce="${NONCE}">b</script>`
    const prepared = prepareNonceGzip(page, NONCE)
    for (const visitor of ['AAAAAAAAAAAAAAAAAAAAAA==', 'zZ9+/zZ9+/zZ9+/zZ9+/zw==']) {
      const gz = gzipWithNonce(prepared, visitor)
      expect(gunzipSync(gz).toString('utf8')).toBe(page.replaceAll(NONCE, visitor))
      expect(gz.length).toBeLessThan(Buffer.byteLength(page) / 10)
    }
  })

  it('holds for any text, nonce at the edges, next to each other or nowhere', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.constant(NONCE)), { maxLength: 30 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        (parts, visitor) => {
          const page = parts.join('')
          const gz = gzipWithNonce(prepareNonceGzip(page, NONCE), visitor)
          expect(gunzipSync(gz).toString('utf8')).toBe(page.replaceAll(NONCE, visitor))
        },
      ),
    )
  })

  it('reads Accept-Encoding as a browser and a client without gzip send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0, br')).toBe(false)
    expect(acceptsGzip('br')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })
})
