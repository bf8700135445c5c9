// @vitest-environment node
import { gunzipSync, gzipSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, gzipWithNonce, prepareNonceGzip } from '../../../nonce-gzip.mjs'

const NONCE = 'k3J9bXx1cHZzQ2Zqc1pwbw=='

describe('a page deflated once, gzipped per visitor with their nonce', () => {
  it('decompresses to the page with the visitor’s nonce wherever the stored one was', () => {
    const page = `<!DOCTYPE html><script nonce="${NONCE}">a</script>${'<li>Arsenal – Chelsea 2.10 ☆</li>'.repeat(500)}<script nonce="${NONCE}">b</script>`
    const prepared = prepareNonceGzip(page, NONCE)
    for (const visitor of ['AAAAAAAAAAAAAAAAAAAAAA==', 'zZ9+/zZ9+/zZ9+/zZ9+/zw==']) {
      const gz = gzipWithNonce(prepared, visitor)!
      expect(gunzipSync(gz).toString('utf8')).toBe(page.replaceAll(NONCE, visitor))
      expect(gz.length).toBeLessThan(Buffer.byteLength(page) / 10)
    }
  })

  it('holds for any text, nonce at the edges, next to each other or nowhere, and any visitor nonce', () => {
    // Text that repeats (as HTML does) tempts back-references across the nonces.
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom('nonce="', '<script ', 'AAAA', '=='),
    )
    fc.assert(
      fc.property(
        fc.array(fc.oneof(text, fc.constant(NONCE)), { maxLength: 40 }),
        fc.oneof(
          fc.base64String({ minLength: 24, maxLength: 24 }),
          fc.string({ minLength: 1, maxLength: 40 }),
        ),
        (parts, visitor) => {
          const page = parts.join('')
          const gz = gzipWithNonce(prepareNonceGzip(page, NONCE), visitor)
          const expected = page.replaceAll(NONCE, visitor)
          // A nonce of another length is refused when pieces refer back across nonces.
          if (gz === null) expect(Buffer.byteLength(visitor)).not.toBe(Buffer.byteLength(NONCE))
          else expect(gunzipSync(gz).toString('utf8')).toBe(expected)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('compresses about as well as the whole page: a piece refers back to the text before it', () => {
    const row = (i: number) =>
      `<li class="flex items-center gap-2 bg-surface py-2"><a href="/sports/soccer/team-${i}">Team ${i}</a></li>`
    const page = Array.from(
      { length: 30 },
      (_, i) =>
        Array.from({ length: 10 }, (_, j) => row(i * 10 + j)).join('') +
        `<script nonce="${NONCE}">$RC(${i})</script>`,
    ).join('')
    const visitor = 'B'.repeat(NONCE.length)
    const whole = gzipSync(page.replaceAll(NONCE, visitor)).length
    const spliced = gzipWithNonce(prepareNonceGzip(page, NONCE), visitor)!
    expect(gunzipSync(spliced).toString()).toBe(page.replaceAll(NONCE, visitor))
    // Each nonce costs its stored block, a flush and a block header (under 60 bytes), nothing more.
    expect(spliced.length).toBeLessThan(whole + 30 * 60)
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
