// GET /health of the web server: liveness for a container health check, a load balancer or a
// Kubernetes probe. It says only that this process serves HTTP; it never asks the API (an API outage
// must not make an orchestrator restart every healthy web server). The API has its own /health and /ready.
export const HEALTH_PATH = '/health'

export function healthRoute(req, res, next) {
  if (req.path !== HEALTH_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
  res.set('cache-control', 'no-store').json({ status: 'ok' })
}
