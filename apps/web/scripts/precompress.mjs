#!/usr/bin/env node
// After `react-router build`: a brotli (quality 11) copy next to every fingerprinted script and
// stylesheet in build/client/assets (`x.js.br`), served by precompressed-assets.mjs to browsers that
// accept br. Per request the web server compresses at quality 4 (cheap enough to do live), which
// sends ~13 % more bytes of JavaScript in a page's first load (docs/performance.md).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

const dir =
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../build/client/assets')
let files = 0
let before = 0
let after = 0
for (const name of fs.readdirSync(dir)) {
  if (!/\.(js|css|svg)$/.test(name)) continue
  const body = fs.readFileSync(path.join(dir, name))
  if (body.length < 1024) continue
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
  fs.writeFileSync(path.join(dir, `${name}.br`), br)
  files++
  before += body.length
  after += br.length
}
console.log(
  `precompressed ${files} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
)
