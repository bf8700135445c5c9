// Development only (DEV_TOOLS=true, which `npm start` sets and NODE_ENV=production refuses): the outbox as a page a person can click through
// (confirmation, reset and unlock links) plus JSON for e2e.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { OutboxList } from '@sportsbook/contract'

const tags = ['development']

/** The page runs no script and loads nothing: its own inline styles, links to follow, nothing else. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Body text with its links made clickable (only links the message recorded, already escaped). */
function bodyHtml(body: string, links: string[]) {
  let html = escape(body)
  for (const l of links) html = html.replaceAll(escape(l), `<a href="${escape(l)}">${escape(l)}</a>`)
  return html.replaceAll('\n', '<br>')
}

const outboxPages: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/dev/outbox.json', { schema: { tags, response: { 200: OutboxList } } }, async () => ({
    data: (await app.outbox.list()).map((m) => ({
      id: m.id,
      channel: m.channel,
      to: m.recipient,
      subject: m.subject,
      body: m.body,
      links: m.links,
      created_at: m.createdAt.toISOString(),
    })),
  }))

  app.get('/api/dev/outbox', { schema: { tags, hide: true } }, async (_req, reply) => {
    const rows = (await app.outbox.list())
      .map(
        (m) =>
          `<tr><td>${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${m.channel}</td>` +
          `<td>${escape(m.recipient)}</td><td>${escape(m.subject)}</td><td>${bodyHtml(m.body, m.links)}</td></tr>`,
      )
      .join('\n')
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.4rem .6rem;text-align:start;vertical-align:top}</style></head>
<body><h1>Outbox (development only)</h1><p>Emails and SMS the API has sent, newest first.</p>
<table><thead><tr><th>Sent (UTC)</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">Nothing sent yet.</td></tr>'}</tbody></table></body></html>`
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_CSP)
      .send(html)
  })
}

export default outboxPages
