#!/usr/bin/env node
// What a route's first-load JavaScript is made of, per source module (needs a `SOURCEMAP=1` build).
// `node scripts/chunk-contents.mjs /sports [clientDir]`: every first-load file (scripts/route-assets.mjs)
// with its gzip size, then the source modules in it by minified bytes, scaled to the file's gzip share.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SourceMapConsumer } from 'source-map-js'
import { routeInitialJs } from './route-assets.mjs'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const url = process.argv[2] ?? '/sports'
const client = process.argv[3] ?? path.join(web, 'build/client')
const kb = (n) => (n / 1024).toFixed(2)

/** Minified bytes per original source in one file, from its source map. */
function bytesPerSource(code, map) {
  const consumer = new SourceMapConsumer(map)
  const lines = code.split('\n')
  const out = new Map()
  const segments = []
  consumer.eachMapping((m) => segments.push(m))
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn)
  for (let i = 0; i < segments.length; i++) {
    const m = segments[i]
    const next = segments[i + 1]
    const line = lines[m.generatedLine - 1] ?? ''
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length
    const src = m.source ?? '(unmapped)'
    out.set(src, (out.get(src) ?? 0) + Math.max(0, end - m.generatedColumn))
  }
  return out
}

const short = (s) =>
  s
    .replace(/^.*node_modules[\\/]/, 'npm:')
    .replace(/^.*apps[\\/]web[\\/]src[\\/]/, 'web:')
    .replace(/^.*packages[\\/]/, 'pkg:')

const r = await routeInitialJs(client, url)
console.log(`${url}: ${kb(r.gzip)} KB gzip in ${r.files.length} files`)
const total = new Map()
for (const f of r.files) {
  const file = path.join(client, f.href)
  const mapFile = `${file}.map`
  console.log(`\n${kb(f.gzip).padStart(7)} KB  ${f.href}`)
  if (!fs.existsSync(mapFile)) continue
  const code = fs.readFileSync(file, 'utf8')
  const per = bytesPerSource(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')))
  const sum = [...per.values()].reduce((a, b) => a + b, 0) || 1
  const rows = [...per.entries()].sort((a, b) => b[1] - a[1])
  for (const [src, bytes] of rows) {
    const gz = (bytes / sum) * f.gzip
    total.set(short(src), (total.get(short(src)) ?? 0) + gz)
    if (gz >= 100) console.log(`    ${kb(gz).padStart(6)}  ${short(src)}`)
  }
}
if (process.argv.includes('--top')) {
  console.log('\nBy source module (approx. gzip):')
  for (const [src, gz] of [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 80))
    console.log(`  ${kb(gz).padStart(6)}  ${src}`)
}
