#!/usr/bin/env node
// Bundles the SDK into one minified browser script: `window.SportsbookEmbed.mount(...)`.
// `node scripts/build.mjs` writes dist/; the size test and the dev playground call bundle() in memory.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = path.dirname(fileURLToPath(import.meta.url))
const entry = path.join(here, '../src/index.ts')

/** The browser script as text (IIFE, global SportsbookEmbed). */
export async function bundle() {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'SportsbookEmbed',
    target: 'es2020',
    write: false,
    legalComments: 'none',
  })
  return out.outputFiles[0].text
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dist = path.join(here, '../dist')
  fs.mkdirSync(dist, { recursive: true })
  fs.writeFileSync(path.join(dist, 'embed-sdk.js'), await bundle())
  console.log(`dist/embed-sdk.js written`)
}
