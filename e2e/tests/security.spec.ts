import { expect, test, type ConsoleMessage } from '@playwright/test'

// Issue #11, security: pages carry a CSP with a per-request nonce (no 'unsafe-inline' scripts) and the
// other security headers, the app still runs under it, and an oversized API body is a 413.

const cspViolations = (messages: ConsoleMessage[]) =>
  messages
    .map((m) => m.text())
    .filter((t) => /Content Security Policy|Refused to (execute|load|apply|connect)/i.test(t))

test('pages carry a nonce-based CSP and security headers, and the app works under it', async ({
  page,
  isMobile,
}) => {
  const messages: ConsoleMessage[] = []
  page.on('console', (m) => messages.push(m))
  const first = await page.goto('/sports')
  const headers = first!.headers()
  const csp = headers['content-security-policy'] ?? ''
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce).toBeTruthy()
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
  expect(scriptSrc).not.toContain('unsafe-inline')
  expect(csp).toContain("frame-ancestors 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')

  // Hydrated and interactive under the policy: client navigation to a sport and a match works.
  if (isMobile) await page.getByRole('button', { name: 'Sports menu' }).click()
  await page
    .getByRole('navigation', { name: 'Sports' })
    .getByRole('link', { name: /Soccer/ })
    .click()
  await expect(page).toHaveURL(/\/sports\/soccer$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Soccer' })).toBeVisible()
  await page.getByRole('main').locator('a[href*="-vs-"]').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(' vs ')
  expect(cspViolations(messages)).toEqual([])

  // Every inline script of a page carries that response's nonce; every response gets a new one.
  const res = await page.request.get('/sports')
  const own = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1]
  expect(own).toBeTruthy()
  expect(own).not.toBe(nonce)
  const inline = [...(await res.text()).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '')
  expect(inline.length).toBeGreaterThan(0)
  for (const attrs of inline) expect(attrs).toContain(`nonce="${own}"`)
})

test('a body over the API limit sent through the web server is 413 payload_too_large, not 503', async ({
  request,
}) => {
  const res = await request.post('/api/platform/users/sign_in', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ user: { login: 'a@b.test', password: 'x'.repeat(400 * 1024) } }),
  })
  expect(res.status()).toBe(413)
  expect((await res.json()).error.code).toBe('payload_too_large')
})
