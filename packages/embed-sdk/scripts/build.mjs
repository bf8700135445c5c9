#!/usr/bin/env node
// Builds what the package publishes (`npm pack` runs this first, prepack): dist/embed-sdk.js, one minified
// browser script (`window.SportsbookEmbed.mountV1(...)`), dist/index.js for bundlers (ESM) and the typed
// API in dist/*.d.ts (scripts/dts.mjs). The size test calls bundle() in memory.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { writeDeclarations } from './dts.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const entry = path.join(here, '../src/index.ts')
export const DIST = path.join(here, '../dist')

const common = { entryPoints: [entry], bundle: true, target: 'es2020', write: false, legalComments: 'none' }

/** The browser script as text (IIFE, global SportsbookEmbed). */
export async function bundle() {
  const out = await build({ ...common, minify: true, format: 'iife', globalName: 'SportsbookEmbed' })
  return out.outputFiles[0].text
}

/** Writes dist/: the browser script, the ES module and the declarations. */
export async function buildDist() {
  fs.rmSync(DIST, { recursive: true, force: true })
  fs.mkdirSync(DIST, { recursive: true })
  fs.writeFileSync(path.join(DIST, 'embed-sdk.js'), await bundle())
  const esm = await build({ ...common, format: 'esm' })
  fs.writeFileSync(path.join(DIST, 'index.js'), esm.outputFiles[0].text)
  writeDeclarations(DIST)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildDist()
  console.error(`dist/ written: embed-sdk.js, index.js, *.d.ts`) // stderr: npm pack --json prints to stdout
}
