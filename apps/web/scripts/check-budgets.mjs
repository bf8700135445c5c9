#!/usr/bin/env node
// Fails when a route's initial JavaScript (gzip, from the build output) is over its budget in budgets.json.
// Deterministic: sizes, never timings. `--json <file>` also writes a {passed, failed} report for npm test.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { routeInitialJs } from './route-assets.mjs'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { routes, targetKb } = JSON.parse(fs.readFileSync(path.join(web, 'budgets.json'), 'utf8'))
const client = path.join(web, 'build/client')
const kb = (n) => (n / 1024).toFixed(1)

let passed = 0
let failed = 0
for (const [url, budget] of Object.entries(routes)) {
  const r = await routeInitialJs(client, url)
  const ok = r.gzip <= budget * 1024
  const target = targetKb[url] ?? targetKb.default
  const gap = r.gzip > target * 1024 ? ` (target ${target} KB: ${kb(r.gzip - target * 1024)} KB over)` : ''
  console.log(
    `${ok ? '✓' : '✗'} ${url.padEnd(36)} ${kb(r.gzip).padStart(6)} KB gzip / ${budget} KB budget, ${r.files.length} files${gap}`,
  )
  if (ok) passed += 1
  else {
    failed += 1
    for (const f of r.files.slice(0, 8)) console.log(`    ${kb(f.gzip).padStart(6)} KB  ${f.href}`)
  }
}
console.log(`${passed} passed, ${failed} failed`)
const jsonAt = process.argv.indexOf('--json')
if (jsonAt > 0) fs.writeFileSync(process.argv[jsonAt + 1], JSON.stringify({ passed, failed }))
process.exit(failed ? 1 : 0)
