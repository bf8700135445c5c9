// The body limit of the /api proxy: a body larger than the API takes is answered 413 here, whether
// the client announced its length (Content-Length) or streams it in chunks (Transfer-Encoding).
// Forwarded, the API refuses it and closes, and the proxy would report the broken pipe as a 503 or
// reset the client's connection.
import { Transform } from 'node:stream'

function sendTooLarge(res, maxBytes) {
  res.writeHead(413, { 'content-type': 'application/json' })
  res.end(
    JSON.stringify({
      error: { code: 'payload_too_large', message: `Request body is too large (limit ${maxBytes} bytes)` },
    }),
  )
}

/**
 * Counts a streamed body as it is forwarded. http-proxy forwards a body with `req.pipe(upstream)`
 * (one call per request); the bytes go through a counter on the way. The chunk that passes the
 * limit is not forwarded, so the API never gets more than `maxBytes` and never answers first.
 * Past the limit: the client gets the 413, the rest of its body is read and dropped (so it reads
 * the answer), and the upstream request is destroyed: its socket is not returned half-written to
 * the keep-alive pool. An upstream that already answered (without reading the body) keeps its
 * answer; its request is destroyed once that answer is sent.
 */
function countStreamedBody(req, res, maxBytes) {
  let bytes = 0
  let upstream
  let refused = false
  const refuse = () => {
    refused = true
    req.unpipe(counter)
    counter.unpipe(upstream)
    req.resume()
    if (res.headersSent) return res.once('close', () => upstream.destroy())
    sendTooLarge(res, maxBytes)
    upstream.destroy()
  }
  const counter = new Transform({
    transform(chunk, _encoding, done) {
      if (refused) return done()
      bytes += chunk.length
      if (bytes <= maxBytes) return done(null, chunk)
      done()
      refuse()
    },
  })
  const pipe = req.pipe
  req.pipe = (destination, options) => {
    upstream = destination
    return pipe.call(req, counter).pipe(destination, options)
  }
}

/** Express middleware for /api/*: 413 `payload_too_large` for bodies above `maxBytes`. */
export function apiBodyLimit(maxBytes) {
  return (req, res, next) => {
    const length = req.headers['content-length']
    if (length !== undefined) {
      if (!(Number(length) > maxBytes)) return next()
      sendTooLarge(res, maxBytes)
      // Read and drop what the client still sends, so it gets to read this answer.
      return req.resume()
    }
    // Node refuses a request with both headers, so this body is chunked and its length unknown.
    if (req.headers['transfer-encoding'] !== undefined) countStreamedBody(req, res, maxBytes)
    next()
  }
}
