// A backend with one broken endpoint: forwards everything to the reference backend except
// GET /matches/{id}, whose match loses `bettable` and whose 404 is not the §8 error body.
import http from 'node:http'
import type net from 'node:net'

const MATCH = /^\/api\/sportsbook\/matches\/\d+(\?|$)/

export interface BrokenProxy {
  origin: string
  close(): Promise<void>
}

export function startBrokenProxy(target: string): Promise<BrokenProxy> {
  const upstream = new URL(target)
  const server = http.createServer((req, res) => {
    const broken = req.method === 'GET' && MATCH.test(req.url ?? '')
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        if (!broken) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (c: Buffer) => chunks.push(c))
        answer.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>
          delete body.bettable
          const out = answer.statusCode === 404 ? { message: 'Match not found' } : body
          res.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' })
          res.end(JSON.stringify(out))
        })
      },
    )
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((r) => server.close(() => r()).closeAllConnections()),
      })
    })
  })
}
