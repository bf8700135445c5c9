// The image's HEALTHCHECK: healthy when the server this container runs answers /health with 200.
// An API process (roles api and feed) listens on API_PORT, the web server on WEB_PORT; a container runs
// one of them, so the first port that answers is the one to judge. Exit 0 healthy, 1 not.
const TIMEOUT_MS = 2500
const ports = [process.env.API_PORT ?? '4000', process.env.WEB_PORT ?? '3000']

async function healthy(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    return res.status === 200
  } catch {
    return null // nothing listens there: another role's port
  }
}

for (const port of ports) {
  const verdict = await healthy(port)
  if (verdict !== null) process.exit(verdict ? 0 : 1)
}
process.exit(1)
