import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3300'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)))
page.on('pageerror', (e) => console.log('pageerror', e.message))
page.on('websocket', (ws) => {
  console.log('ws open', ws.url())
  ws.on('framesent', (f) => console.log('  >', String(f.payload).slice(0, 160)))
  ws.on('framereceived', (f) => { const s = String(f.payload); if (!s.includes('"pub"') && s !== '{}') console.log('  <', s.slice(0, 200)) })
  ws.on('close', () => console.log('ws closed', new Date().toISOString()))
})
const email = `r-${Date.now()}@example.com`
await page.goto(base + '/sports')
await page.getByRole('button', { name: 'Sign Up' }).click()
const signUp = page.getByRole('dialog', { name: 'Create your account' })
await signUp.getByRole('textbox', { name: 'Email' }).fill(email)
await signUp.getByLabel('Password').fill('correct horse battery')
await signUp.getByText('I am of legal age').click()
await signUp.getByRole('button', { name: 'Create account' }).click()
await signUp.getByText('Check your inbox').waitFor()
await signUp.getByRole('button', { name: 'Close' }).click()
let link = ''
for (let i = 0; i < 20 && !link; i++) {
  const outbox = await (await page.request.get(base + '/api/dev/outbox.json')).json()
  link = outbox.data.find((m) => m.to === email)?.links.find((l) => l.includes('confirmation_token')) ?? ''
  if (!link) await page.waitForTimeout(500)
}
console.log('=== goto confirm', new Date().toISOString())
const url = new URL(link)
await page.goto(base + url.pathname + url.search)
const profile = page.getByRole('dialog', { name: 'Complete your profile' })
await profile.getByRole('textbox', { name: 'First name' }).fill('Ada')
await profile.getByRole('textbox', { name: 'Last name' }).fill('Lovelace')
console.log('=== save profile', new Date().toISOString())
await profile.getByRole('button', { name: 'Save and continue' }).click()
await page.waitForTimeout(5000)
console.log(await page.getByRole('alert').allInnerTexts())
await page.screenshot({ path: '/tmp/uf/repro1.png' })
await browser.close()
