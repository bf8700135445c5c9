// Fingerprinted assets in their build-time brotli copy (scripts/precompress.mjs) when the browser
// accepts br: quality 11 instead of the live compression's 4. Anything else falls through to
// express.static (and the compression middleware). Mounted on /assets.
import fs from 'node:fs'
import path from 'node:path'

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
}

/** Accepts br unless the header gives it q=0. */
export function acceptsBrotli(header) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().split(';')
      if (coding?.trim().toLowerCase() !== 'br') return false
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return q === undefined || Number(q.slice(2)) > 0
    })
}

export function precompressedAssets(dir) {
  /** Which files have a .br copy, read once (the build does not change under a running server). */
  const copies = new Set(fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.br')) : [])
  return function precompressed(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const name = req.path.slice(1)
    const type = TYPES[path.extname(name)]
    res.vary('Accept-Encoding')
    if (
      !type ||
      name.includes('/') ||
      !copies.has(`${name}.br`) ||
      !acceptsBrotli(req.headers['accept-encoding'])
    )
      return next()
    res.setHeader('Content-Type', type)
    res.setHeader('Content-Encoding', 'br')
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.sendFile(path.join(dir, `${name}.br`), { cacheControl: false, lastModified: true }, (err) => {
      if (err && !res.headersSent) next()
    })
  }
}
