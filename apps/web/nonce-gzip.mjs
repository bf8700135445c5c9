// A shared page compressed once, served to each visitor with their own CSP nonce (issue #12: the SSR
// microcache's hits spent their time compressing the same page again for each nonce).
//
// The page is cut at its nonces; each piece is deflated once and sync-flushed, so it ends on a byte
// boundary (RFC 1951 §3.2.4: a stream is any sequence of blocks). A visitor's gzip member is then: the
// pieces, with their nonce between them as a stored block, a final empty block, and the CRC-32 and
// length of what they spell (RFC 1952 §2.3). Only the CRC runs per visit.
// A piece may refer back to the text before it (its preset dictionary, the last 32 KB), as a whole
// page's deflate would: the dictionary holds zero bytes where the nonces go, which no piece of HTML
// contains, so no back-reference can copy a nonce, whichever one the visitor's page carries. That needs
// every visitor's nonce to be as long as the stored one (ours always are); otherwise, or when the page
// itself holds a zero byte, the pieces are deflated on their own.
import { constants, crc32, deflateRawSync } from 'node:zlib'

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** A final stored block of no bytes. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff])

/** Deflate's window: how far back a piece may refer. */
const WINDOW = 32 * 1024

/** `body` cut at every `nonce`, each piece deflated once. */
export function prepareNonceGzip(body, nonce) {
  const pieces = body.split(nonce).map((text) => Buffer.from(text, 'utf8'))
  const nonceLength = Buffer.byteLength(nonce)
  const chained = !pieces.some((p) => p.includes(0))
  const hole = Buffer.alloc(nonceLength)
  let before = Buffer.alloc(0)
  const deflated = pieces.map((piece, i) => {
    const options = { level: 6, finishFlush: constants.Z_SYNC_FLUSH }
    if (!chained || i === 0) return deflateRawSync(piece, options)
    before = Buffer.concat([before, pieces[i - 1], hole])
    if (before.length > WINDOW) before = before.subarray(before.length - WINDOW)
    return deflateRawSync(piece, { ...options, dictionary: before })
  })
  return { pieces, deflated, nonceLength: chained ? nonceLength : null }
}

/** A stored, non-final block holding `bytes` (at most 65 535 of them). */
function storedBlock(bytes) {
  const len = bytes.length
  return Buffer.concat([Buffer.from([0, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff]), bytes])
}

/**
 * The gzip member of the page with `nonce` in every place the stored one was; null when the pieces
 * refer back across nonces and this one is not as long as the stored one.
 */
export function gzipWithNonce({ pieces, deflated, nonceLength }, nonce) {
  const n = Buffer.from(nonce, 'utf8')
  if (nonceLength !== null && n.length !== nonceLength && pieces.length > 1) return null
  const nonceBlock = storedBlock(n)
  const out = [GZIP_HEADER]
  let crc = 0
  let size = 0
  pieces.forEach((piece, i) => {
    if (i > 0) {
      out.push(nonceBlock)
      if (n.length > 0) crc = crc32(n, crc)
      size += n.length
    }
    out.push(deflated[i])
    // Node 20's crc32 of no bytes is 0 whatever the running value: skip empty pieces.
    if (piece.length > 0) crc = crc32(piece, crc)
    size += piece.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  out.push(LAST_BLOCK, trailer)
  return Buffer.concat(out)
}

/** Whether the request's Accept-Encoding takes gzip (a browser's always does). */
export function acceptsGzip(header) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
      return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q) > 0)
    })
}
