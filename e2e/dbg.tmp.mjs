import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3300'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)))
page.on('pageerror', (e) => console.log('pageerror', e.message))
for (const p of process.argv.slice(2)) {
  const r = await page.goto(base + p)
  console.log('==', p, r.status())
  await page.waitForTimeout(3000)
  console.log(await page.getByRole('banner').innerText())
}
await browser.close()
